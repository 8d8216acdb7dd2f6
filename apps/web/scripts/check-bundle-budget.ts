/**
 * `npm run check:bundle -w @aula/web`, after `vite build`: prints how much JavaScript (gzip, level
 * 9 as a server would send it) the login screen and every lazily loaded screen and game fetch,
 * against the budget (docs/web-performance.md#the-bundle-budget), and fails when one is over its
 * ceiling.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from './bundle-budget';
import {
  checkBundleBudget,
  formatBudgetTable,
  formatKilobytes,
  loadedWhenRunning,
  staticClosure,
} from './bundle-budget';

const KB = 1024;
/**
 * The budget, enforced. Every screen has been within it since 2026-11-28 (then login
 * 142.4 KB, heaviest route the pet-life game at 243.8 KB; with the boot chunks,
 * vite-plugins/boot-chunks.ts, login 136.4 KB and pet-life 234.4 KB). The last six over 250 KB
 * got there by fetching Select, Autocomplete and the date picker when their field is about to
 * be used (components/ui/lazy-field.tsx), tables scrolling natively
 * (components/ui/table-scroll.tsx) and the settings after the study section arriving just after
 * the screen (features/tutor-settings/components/later-sections.tsx).
 */
const BUDGET = { login: 150 * KB, route: 250 * KB };

// The build to check: apps/web/dist, or a directory given as the first argument.
const dist = process.argv[2]
  ? pathToFileURL(`${process.argv[2].replace(/\/$/, '')}/`)
  : new URL('../dist/', import.meta.url);
const manifestUrl = new URL('.vite/manifest.json', dist);

function readManifest(): Manifest {
  try {
    return JSON.parse(readFileSync(manifestUrl, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(
      `No build manifest at ${manifestUrl.pathname}: run \`npm run build -w @aula/web\` first ` +
        `(${(error as Error).message})`,
    );
  }
}

/** The signed-in layouts: every screen outside the public ones opens inside one of them. */
const SIGNED_IN_LAYOUTS = [
  'src/app/layouts/student-layout.tsx',
  'src/app/layouts/tutor-layout.tsx',
  'src/app/layouts/installer-layout.tsx',
];
/**
 * The signed-in app (router, server data) and the roles' route tables, fetched before any
 * signed-in screen or layout.
 */
const SIGNED_IN_ROUTE_TABLES = ['src/app/role-routes.tsx', 'src/app/signed-in-app.tsx'];
/** The visitor's screens (with the login screen in it), before sign-in. */
const VISITOR_APP = 'src/app/visitor-app.tsx';
/** Screens of the public frame: sign-in, password reset, not found. */
const PUBLIC_FEATURES = ['src/features/auth/', 'src/features/not-found/', VISITOR_APP];

/**
 * What a route opens: a screen, a layout or a game. Any other lazy chunk (translations, the
 * sign-in rules, the notifications list, a report's chart) is fetched after its screen shows.
 */
function isRouteChunk(key: string) {
  return /-(screen|layout)\.tsx$/.test(key) || /^src\/games\/[^/]+\/index\.ts$/.test(key);
}

function isPublic(key: string) {
  return PUBLIC_FEATURES.some((folder) => key.startsWith(folder));
}

function layoutsOf(key: string) {
  return SIGNED_IN_LAYOUTS.includes(key) || isPublic(key) ? [] : SIGNED_IN_LAYOUTS;
}

function routeTablesOf(key: string) {
  return isPublic(key) ? [] : SIGNED_IN_ROUTE_TABLES;
}

const gzipSizes = new Map<string, number>();
function gzipSizeOf(file: string) {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

const manifest = readManifest();
/** The app's own code (main.tsx): loaded before anything else runs. */
const APP_ENTRY = 'src/main.tsx';
const { rows, failures } = checkBundleBudget({
  manifest,
  gzipSizeOf,
  login: {
    module: VISITOR_APP,
    // A visitor in English: the texts the login screen and its layout show.
    alsoLoads: [
      'src/locales/en/common.json',
      'src/locales/en/auth.json',
      '../../packages/shared/src/locales/en/messages.json',
    ],
    limitBytes: BUDGET.login,
  },
  routeLimitBytes: BUDGET.route,
  isNotAScreen: (key) => !isRouteChunk(key),
  layoutsOf,
  routeTablesOf,
});

console.log(
  formatBudgetTable(
    rows,
    "Each signed-in screen and game is counted with its route's layout chunks (the heaviest " +
      'of the student, tutor and installer layouts) and the signed-in route tables, as a ' +
      'browser opening it loads them.',
  ),
);
/**
 * What a lazy chunk adds to what its importers had loaded (the app itself at least, whose code
 * runs every import): its own cost when it is fetched.
 */
function addedBy(key: string) {
  const before = new Set(
    [
      APP_ENTRY,
      ...Object.keys(manifest).filter((importer) =>
        manifest[importer]!.dynamicImports?.includes(key),
      ),
    ].flatMap((importer) => [...loadedWhenRunning(manifest, importer, gzipSizeOf)]),
  );
  let total = 0;
  for (const loaded of staticClosure(manifest, key))
    if (!before.has(loaded)) total += gzipSizeOf(manifest[loaded]!.file);
  return total;
}
const fetchedLater = Object.keys(manifest)
  .filter(
    (key) =>
      manifest[key]!.isDynamicEntry &&
      !key.endsWith('.json') &&
      key !== APP_ENTRY &&
      key !== VISITOR_APP &&
      !isRouteChunk(key) &&
      !SIGNED_IN_ROUTE_TABLES.includes(key),
  )
  .map((key) => `${key.replace(/^src\//, '')} +${formatKilobytes(addedBy(key))}`);
if (fetchedLater.length > 0)
  console.log(`\nFetched after their screen shows, not counted: ${fetchedLater.join(', ')}`);
if (failures.length > 0) {
  console.error(`\nBundle budget exceeded:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('\nBundle budget: every screen is within its budget.');
}
