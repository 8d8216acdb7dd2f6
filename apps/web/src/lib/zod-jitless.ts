import { config } from 'zod';

/*
 * zod compiles object parsers with `new Function` after probing whether eval is allowed; our
 * Content-Security-Policy forbids it, so the probe itself is reported (Lighthouse counts it as
 * a best-practices error). The interpreted parsers give the same results. zod reads this when
 * a schema is built, so main.tsx imports this module before anything else.
 */
config({ jitless: true });
