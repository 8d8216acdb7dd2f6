import type { Plugin } from 'vite';

const contractModule = /\/packages\/shared\/src\/contract\/(?!.*\.test\.ts$)[^/]+\.ts$/;
const schemaImport = /import\s*\{([^}]*)\}\s*from\s*'\.\.\/schemas\/[^']+';/g;

/**
 * The web's production build carries the endpoint map without its zod schemas. The web reads
 * only each endpoint's service, method and path at run time; it checks answers against the
 * schemas in development and tests only (lib/call-endpoint.ts). Left in, the schemas would put
 * zod and every request and response schema on each screen that calls the API, about 20 KB
 * gzip over the route budget (docs/web-performance.md#the-bundle-budget). So in a build, the
 * contract modules' schema imports become `undefined`; their types are unchanged.
 */
export function endpointMapWithoutSchemas(): Plugin {
  return {
    name: 'aula-endpoint-map-without-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!contractModule.test(id)) return null;
      const stubbed = code.replace(schemaImport, (_, names: string) => {
        const imported = names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
        // A schema derived here (`.omit(…)`) would run on undefined and stop the whole app at
        // load: such a schema belongs in packages/shared/src/schemas/, beside the one it comes from.
        const derived = imported.find((name) => new RegExp(`\\b${name}\\s*\\.`).test(code));
        if (derived)
          this.error(
            `${id}: ${derived} is used beyond naming it; declare the derived schema in schemas/`,
          );
        return `const ${imported.map((name) => `${name} = undefined`).join(', ')};`;
      });
      return { code: stubbed, map: null };
    },
  };
}
