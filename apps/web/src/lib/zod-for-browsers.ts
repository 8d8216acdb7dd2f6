/*
 * The web build resolves `zod` to this module (vite.config.ts), so every schema is built after
 * this configuration, in whichever chunk it is, and the sign-in path need not load zod first.
 *
 * zod compiles object parsers with `new Function` after probing whether eval is allowed; our
 * Content-Security-Policy forbids it, so the probe itself is reported (Lighthouse counts it as
 * a best-practices error). The interpreted parsers give the same results. zod reads the setting
 * when a schema is built: this module's body runs before any module that imports `zod`.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
