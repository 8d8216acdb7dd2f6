/**
 * The front end's bundle budget (docs/web-performance.md#the-bundle-budget): how much JavaScript,
 * gzipped, the browser has fetched when a screen runs. Pure logic over Vite's build manifest, so it
 * can be tested with a tiny fake manifest; check-bundle-budget.ts feeds it the real build.
 */

/** One chunk of Vite's `dist/.vite/manifest.json`, keyed by its source path (or `_name.js`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface BudgetOptions {
  manifest: Manifest;
  /** Gzipped bytes of a built file (`assets/x.js`). */
  gzipSizeOf: (file: string) => number;
  /** The login screen: its lazy module plus what it fetches on its own (its texts). */
  login: { module: string; alsoLoads: string[]; limitBytes: number };
  /** The limit of every other lazily loaded chunk (a route's screen, a game). */
  routeLimitBytes: number;
  /**
   * Lazy chunks that are not screens (translations, code a screen fetches after it shows),
   * left out of the per-route rows.
   */
  isNotAScreen: (key: string) => boolean;
  /**
   * The layout chunks a screen's route sits in (React Router fetches the layout's `lazy` beside
   * the screen's): a screen is counted with the heaviest of them. None: a public screen.
   */
  layoutsOf?: (key: string) => string[];
  /**
   * Lazy chunks a screen's route needs whatever its layout (the signed-in route tables): counted
   * with the screen. None: a public screen.
   */
  routeTablesOf?: (key: string) => string[];
}

export interface BudgetRow {
  name: string;
  gzipBytes: number;
  limitBytes: number;
  /** The built files it loads, heaviest first. */
  files: { file: string; gzipBytes: number }[];
}

export interface BudgetReport {
  rows: BudgetRow[];
  /** Readable reasons the budget is broken; empty when every row fits. */
  failures: string[];
}

function chunkOf(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`"${key}" is not in the build manifest (was it moved or renamed?)`);
  return chunk;
}

/** A chunk and everything it imports statically: what must arrive before it runs. */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const pending = [key];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    pending.push(...(chunkOf(manifest, current).imports ?? []));
  }
  return seen;
}

function sizeOfKeys(manifest: Manifest, keys: Set<string>, gzipSizeOf: (file: string) => number) {
  let total = 0;
  for (const key of keys) total += gzipSizeOf(chunkOf(manifest, key).file);
  return total;
}

/**
 * Every chunk loaded by the time a chunk runs: the entry's closure for the entry; for a lazy
 * chunk, its own closure plus what was loaded when its importer ran (a game needs the game
 * screen, which needs the entry). A chunk imported lazily from several places is counted along
 * its heaviest way in.
 */
export function loadedWhenRunning(
  manifest: Manifest,
  key: string,
  gzipSizeOf: (file: string) => number,
): Set<string> {
  const memo = new Map<string, Set<string>>();

  function visit(current: string, path: Set<string>): Set<string> {
    const known = memo.get(current);
    if (known) return known;
    const own = staticClosure(manifest, current);
    const importers = Object.entries(manifest)
      .filter(([, chunk]) => chunk.dynamicImports?.includes(current))
      .map(([importer]) => importer)
      // A lazy import that leads back along the way in adds nothing new.
      .filter((importer) => !path.has(importer));
    let heaviest: Set<string> = new Set();
    let heaviestSize = -1;
    for (const importer of importers) {
      const before = visit(importer, new Set([...path, current]));
      const size = sizeOfKeys(manifest, new Set([...before, ...own]), gzipSizeOf);
      if (size > heaviestSize) {
        heaviest = before;
        heaviestSize = size;
      }
    }
    const loaded = new Set([...heaviest, ...own]);
    memo.set(current, loaded);
    return loaded;
  }

  return visit(key, new Set());
}

function displayName(key: string, chunk: ManifestChunk) {
  return (chunk.src ?? key).replace(/^src\//, '');
}

/** What a screen loads: its own way in, plus the heaviest layout its route may sit in. */
function loadedWithLayout(
  manifest: Manifest,
  key: string,
  layouts: string[],
  routeTables: string[],
  gzipSizeOf: (file: string) => number,
): Set<string> {
  const own = loadedWhenRunning(manifest, key, gzipSizeOf);
  for (const table of routeTables)
    for (const loaded of loadedWhenRunning(manifest, table, gzipSizeOf)) own.add(loaded);
  let heaviest = own;
  let heaviestSize = -1;
  for (const layout of layouts) {
    const withLayout = new Set([...own, ...loadedWhenRunning(manifest, layout, gzipSizeOf)]);
    const size = sizeOfKeys(manifest, withLayout, gzipSizeOf);
    if (size > heaviestSize) {
      heaviest = withLayout;
      heaviestSize = size;
    }
  }
  return heaviest;
}

export function checkBundleBudget(options: BudgetOptions): BudgetReport {
  const { manifest, gzipSizeOf, login, routeLimitBytes, isNotAScreen } = options;
  const layoutsOf = options.layoutsOf ?? (() => []);
  const routeTablesOf = options.routeTablesOf ?? (() => []);
  const rows: BudgetRow[] = [];
  const failures: string[] = [];

  function addRow(name: string, keys: Set<string>, limitBytes: number) {
    const files = [...keys]
      .map((key) => chunkOf(manifest, key).file)
      .map((file) => ({ file, gzipBytes: gzipSizeOf(file) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    rows.push({ name, gzipBytes: sizeOfKeys(manifest, keys, gzipSizeOf), limitBytes, files });
  }

  try {
    const loginKeys = loadedWhenRunning(manifest, login.module, gzipSizeOf);
    for (const extra of login.alsoLoads)
      for (const key of staticClosure(manifest, extra)) loginKeys.add(key);
    addRow('login screen', loginKeys, login.limitBytes);
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.isDynamicEntry || isNotAScreen(key)) continue;
      addRow(
        displayName(key, chunk),
        loadedWithLayout(manifest, key, layoutsOf(key), routeTablesOf(key), gzipSizeOf),
        routeLimitBytes,
      );
    }
  } catch (error) {
    return { rows, failures: [(error as Error).message] };
  }

  for (const row of rows)
    if (row.gzipBytes > row.limitBytes)
      failures.push(
        `${row.name} loads ${formatKilobytes(row.gzipBytes)} of JavaScript (gzip), over its ` +
          `budget of ${formatKilobytes(row.limitBytes)}; heaviest: ` +
          row.files
            .slice(0, 5)
            .map(({ file, gzipBytes }) => `${file} ${formatKilobytes(gzipBytes)}`)
            .join(', '),
      );
  return { rows, failures };
}

export function formatKilobytes(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The report as a table, heaviest first, each row marked ok or OVER, after a `note` line. */
export function formatBudgetTable(rows: BudgetRow[], note?: string): string {
  const sorted = [...rows].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const width = Math.max(...sorted.map((row) => row.name.length), 'screen'.length);
  const lines = [
    ...(note ? [note] : []),
    `${'screen'.padEnd(width)}  ${'gzip'.padStart(9)}  ${'budget'.padStart(9)}`,
  ];
  for (const row of sorted)
    lines.push(
      `${row.name.padEnd(width)}  ${formatKilobytes(row.gzipBytes).padStart(9)}  ` +
        `${formatKilobytes(row.limitBytes).padStart(9)}  ${row.gzipBytes > row.limitBytes ? 'OVER' : 'ok'}`,
    );
  return lines.join('\n');
}
