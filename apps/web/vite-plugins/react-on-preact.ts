import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const reactOnPreact = fileURLToPath(new URL('../src/lib/react-on-preact.ts', import.meta.url));

/**
 * The app is written against React's API and types, and the browser runs it on Preact's
 * compatibility layer (src/lib/react-on-preact.ts), in `vite build` and `vite dev` alike:
 * React DOM alone was 65.8 KB gzip of the sign-in screen's 186.8 KB, Preact with the layer is
 * about 10 KB (issue 11's bundle budget). The browser journeys run this build.
 */
export const reactOnPreactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react(-dom)?$/, replacement: reactOnPreact },
  // React 17's stand-in for the hook (react-i18next uses it): the layer has the hook itself.
  { find: /^use-sync-external-store\/shim$/, replacement: reactOnPreact },
];
