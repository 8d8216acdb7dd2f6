import { loadRuntimeConfig } from './runtime-config';

/**
 * The one request for /config.json, started by the page's script (early-requests.ts) before
 * the app's code has arrived, and awaited by the app's entry (main.tsx). In a module of its own
 * so the entry does not import the script that loads it.
 */
export const runtimeConfigLoad = loadRuntimeConfig();
// main.tsx reports a failure (the boot error screen); this copy of the promise must not.
runtimeConfigLoad.catch(() => undefined);
