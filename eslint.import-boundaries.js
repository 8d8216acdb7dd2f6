// Import boundaries between the layers of the web app and the server, so a
// change in one feature or service cannot quietly reach into another.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const repoRoot = dirname(fileURLToPath(import.meta.url));

const web = 'apps/web/src';
const server = 'apps/server/src';

/** The folders directly inside `dir`, read at lint time so a new one is covered without editing this file. */
function foldersIn(dir) {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const webFeatureZones = foldersIn(`${web}/features`).map((feature) => ({
  target: `${web}/features/${feature}`,
  from: `${web}/features`,
  except: [`./${feature}`],
  message:
    'A feature never imports another feature: move what both need to lib/ or components/, or let app/ compose them.',
}));

const webSharedZones = [
  {
    target: `${web}/lib`,
    from: `${web}/components`,
    message:
      'lib/ sits below components/ and never imports it: move the piece into components/ (or the shared logic into lib/).',
  },
  ...['lib', 'components'].flatMap((layer) => [
    {
      target: `${web}/${layer}`,
      from: `${web}/features`,
      message: `${layer}/ is shared by every feature and never imports features/: move the piece it needs into ${layer}/ (or pass it in as a prop or parameter).`,
    },
    {
      target: `${web}/${layer}`,
      from: `${web}/app`,
      message: `${layer}/ never imports app/ (app/ composes everything else): move the piece it needs into lib/ or components/.`,
    },
  ]),
];

const serverServiceZones = foldersIn(`${server}/services`).map((service) => ({
  target: `${server}/services/${service}`,
  from: `${server}/services`,
  except: [`./${service}`],
  message:
    "A service never imports another service's files: move what both need to apps/server/src/domain/.",
}));

const serverLayerZones = [
  {
    target: `${server}/platform`,
    from: `${server}/services`,
    message:
      'platform/ never imports services/: take what it needs as a parameter, or move the shared piece to domain/ and pass it in from where services are wired.',
  },
  {
    target: `${server}/domain`,
    from: `${server}/services`,
    message:
      'domain/ holds what several services share and never imports services/: move the piece it needs into domain/ too.',
  },
];

// Test files mount the whole app (AppProvider, routes) to exercise a shared
// component for real, so the "never imports app/" rule is for shipped code.
const webTests = [`${web}/**/*.test.{ts,tsx}`, `${web}/test/**`];

// A server test may boot the real services side by side (the frame's headers and /docs on
// each, a license key every service refuses), so the boundaries are for the shipped code; the
// helpers tests share live in testing/, outside every zone.
const serverTests = [`${server}/**/*.test.ts`];

export default [
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser reads the imported files too, so no-cycle can follow their imports.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: `${repoRoot}/tsconfig.json`,
        }),
      ],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: webFeatureZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: webTests,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: repoRoot, zones: [...webFeatureZones, ...webSharedZones] },
      ],
    },
  },
  {
    files: [`${server}/**/*.ts`],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [`${server}/**/*.ts`],
    ignores: serverTests,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: repoRoot, zones: [...serverServiceZones, ...serverLayerZones] },
      ],
    },
  },
];
