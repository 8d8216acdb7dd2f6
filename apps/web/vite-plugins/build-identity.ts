import type { Plugin } from 'vite';

/** The name of the meta tag that carries the build id (read by the app: lib/app-build.ts). */
export const BUILD_META_NAME = 'aula-build';

/**
 * Writes the build id into index.html as `<meta name="aula-build">`. It lives in the page only
 * (not in the hashed scripts), so the page, its service worker and Help always agree on which
 * build is running.
 */
export function buildIdentity(buildId: string): Plugin {
  return {
    name: 'aula-build-identity',
    transformIndexHtml() {
      return [
        {
          tag: 'meta',
          attrs: { name: BUILD_META_NAME, content: buildId },
          injectTo: 'head',
        },
      ];
    },
  };
}
