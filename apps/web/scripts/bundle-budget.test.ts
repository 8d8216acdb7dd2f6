import { describe, expect, it } from 'vitest';
import type { Manifest } from './bundle-budget';
import { checkBundleBudget, formatBudgetTable, loadedWhenRunning } from './bundle-budget';

/** index.html → entry (+ framework); /login and a game (inside the game screen) load lazily. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/login.tsx', 'src/game-screen.tsx', 'src/locales/en/common.json'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js' },
  'src/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_form.js'] },
  'src/game-screen.tsx': {
    file: 'assets/game-screen.js',
    isDynamicEntry: true,
    dynamicImports: ['src/games/pet-life.ts'],
  },
  'src/games/pet-life.ts': { file: 'assets/pet-life.js', isDynamicEntry: true },
  'src/locales/en/common.json': { file: 'assets/common.js', isDynamicEntry: true },
};

const KB = 1024;
const sizes: Record<string, number> = {
  'assets/index.js': 40 * KB,
  'assets/react.js': 60 * KB,
  'assets/form.js': 10 * KB,
  'assets/login.js': 5 * KB,
  'assets/game-screen.js': 20 * KB,
  'assets/pet-life.js': 30 * KB,
  'assets/common.js': 2 * KB,
};

function check(loginLimit: number, routeLimit: number) {
  return checkBundleBudget({
    manifest,
    gzipSizeOf: (file) => sizes[file] ?? 0,
    login: {
      module: 'src/login.tsx',
      alsoLoads: ['src/locales/en/common.json'],
      limitBytes: loginLimit,
    },
    routeLimitBytes: routeLimit,
    isNotAScreen: (key) => key.endsWith('.json'),
  });
}

describe('the bundle budget', () => {
  it('counts a lazy chunk with its static imports and everything loaded before it', () => {
    const loaded = loadedWhenRunning(manifest, 'src/games/pet-life.ts', (file) => sizes[file]!);
    expect([...loaded].sort()).toEqual([
      '_react.js',
      'index.html',
      'src/game-screen.tsx',
      'src/games/pet-life.ts',
    ]);
  });

  it('passes when the login screen and every screen fit, and lists each with its size', () => {
    const report = check(150 * KB, 250 * KB);
    expect(report.failures).toEqual([]);
    const byName = Object.fromEntries(report.rows.map((row) => [row.name, row.gzipBytes]));
    // entry 40 + react 60 + login 5 + form 10 + its English texts 2
    expect(byName['login screen']).toBe(117 * KB);
    expect(byName['games/pet-life.ts']).toBe(150 * KB);
    expect(byName['game-screen.tsx']).toBe(120 * KB);
    expect(Object.keys(byName)).not.toContain('locales/en/common.json');
    expect(formatBudgetTable(report.rows)).toMatch(
      /games\/pet-life\.ts\s+150\.0 KB\s+250\.0 KB\s+ok/,
    );
  });

  it('fails naming the login screen and its heaviest files when it is over its budget', () => {
    const report = check(100 * KB, 250 * KB);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/^login screen loads 117\.0 KB .* budget of 100\.0 KB/);
    expect(report.failures[0]).toContain('assets/react.js 60.0 KB');
  });

  it('fails for a game that, with the screen around it, is over the route budget', () => {
    const report = check(150 * KB, 140 * KB);
    expect(report.failures).toEqual([
      expect.stringMatching(/^games\/pet-life\.ts loads 150\.0 KB/),
    ]);
  });

  it('counts a screen with the heaviest layout its route sits in, and prints the note', () => {
    const withLayouts: Manifest = {
      ...manifest,
      'index.html': {
        ...manifest['index.html']!,
        dynamicImports: [
          ...manifest['index.html']!.dynamicImports!,
          'src/small-layout.tsx',
          'src/big-layout.tsx',
        ],
      },
      'src/small-layout.tsx': { file: 'assets/small-layout.js', isDynamicEntry: true },
      'src/big-layout.tsx': {
        file: 'assets/big-layout.js',
        isDynamicEntry: true,
        imports: ['_form.js'],
      },
    };
    const layoutSizes: Record<string, number> = {
      ...sizes,
      'assets/small-layout.js': 5 * KB,
      'assets/big-layout.js': 25 * KB,
    };
    const report = checkBundleBudget({
      manifest: withLayouts,
      gzipSizeOf: (file) => layoutSizes[file] ?? 0,
      login: { module: 'src/login.tsx', alsoLoads: [], limitBytes: 150 * KB },
      routeLimitBytes: 150 * KB,
      isNotAScreen: (key) => key.endsWith('.json'),
      layoutsOf: (key) =>
        key === 'src/game-screen.tsx' ? ['src/small-layout.tsx', 'src/big-layout.tsx'] : [],
    });
    const byName = Object.fromEntries(report.rows.map((row) => [row.name, row.gzipBytes]));
    // entry 40 + react 60 + game screen 20 + big layout 25 + the form it imports 10
    expect(byName['game-screen.tsx']).toBe(155 * KB);
    expect(report.failures).toEqual([expect.stringMatching(/^game-screen\.tsx loads 155\.0 KB/)]);
    expect(formatBudgetTable(report.rows, 'Layouts counted.').split('\n')[0]).toBe(
      'Layouts counted.',
    );
  });

  it('fails clearly when the login screen is no longer where the check looks for it', () => {
    const report = checkBundleBudget({
      manifest,
      gzipSizeOf: (file) => sizes[file] ?? 0,
      login: { module: 'src/moved-login.tsx', alsoLoads: [], limitBytes: 150 * KB },
      routeLimitBytes: 250 * KB,
      isNotAScreen: () => false,
    });
    expect(report.failures).toEqual([expect.stringContaining('"src/moved-login.tsx" is not in')]);
  });
});
