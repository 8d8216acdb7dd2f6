import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse, { desktopConfig, generateReport } from 'lighthouse';
import type { Result } from 'lighthouse';

/**
 * The goal (docs/web-performance.md#the-bundle-budget): performance at least 90, accessibility 100,
 * best practices at least 95.
 */
export const GOAL_SCORES = {
  performance: 0.9,
  accessibility: 1,
  'best-practices': 0.95,
} as const;

export type CategoryId = keyof typeof GOAL_SCORES;
const CATEGORY_IDS = Object.keys(GOAL_SCORES) as CategoryId[];

/**
 * What fails the journey. Accessibility and best practices are held to the goal. Performance
 * times the page on the machine that runs the journey, and Lighthouse measures that machine
 * too (its benchmark index). A page is judged by its best of three runs.
 * - On a machine at 2000 or more, performance is held to the goal. On 2026-11-28, after the
 *   boot chunks and the precompressed files, at index 2200-2900: single runs of the sign-in
 *   screen 0.95-0.99, the home 0.94-0.97, the lesson 0.94-0.97, the student list 0.93-0.97
 *   (the best of three never below 0.93).
 * - Below 2000 (a busy or slow 2-core runner; Lighthouse warns below 1000) the same build's
 *   single runs fell to 0.86 on the lesson and 0.87 on the student list, and an earlier build's
 *   to 0.50: there the floor is 0.50, which still fails a page that got much slower, and the
 *   report says that the goal was not checked. The report prints each run's benchmark index.
 */
const FAST_MACHINE_INDEX = 2000;
const SLOW_MACHINE_PERFORMANCE_FLOOR = 0.5;
export function minimumScores(benchmarkIndexes: number[]): Record<CategoryId, number> {
  return {
    ...GOAL_SCORES,
    performance: isFastMachine(benchmarkIndexes)
      ? GOAL_SCORES.performance
      : SLOW_MACHINE_PERFORMANCE_FLOOR,
  };
}

/** Whether the median of the runs' benchmark indexes says the machine is fast enough. */
export function isFastMachine(benchmarkIndexes: number[]): boolean {
  const sorted = [...benchmarkIndexes].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return median >= FAST_MACHINE_INDEX;
}

/**
 * The port Chromium chose for `--remote-debugging-port=0`: it writes it into the first line of
 * DevToolsActivePort in its profile folder, which may take a moment after start.
 */
export async function devToolsPort(userDataDir: string): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const text = await readFile(join(userDataDir, 'DevToolsActivePort'), 'utf8').catch(() => '');
    const port = Number(text.split('\n')[0]);
    if (port > 0) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium wrote no DevToolsActivePort in ${userDataDir}`);
}

/**
 * Audits one page in the already running Chromium on `port`, in a new tab of its default
 * profile (so the tab has the session a journey signed in with). The desktop configuration,
 * because Aula runs on home and school computers, not phones. Lighthouse's storage reset
 * empties caches and service workers (every page is measured as a cold load) but not local
 * storage, where the web app keeps its token.
 */
export async function auditPage(url: string, port: number): Promise<Result> {
  const result = await lighthouse(
    url,
    { port, logLevel: 'error' },
    {
      ...desktopConfig,
      audits: [
        // Lighthouse's own accessibility check runs axe in every frame; the lesson's sandboxed
        // frame (no scripts allowed) refuses it and Chromium logs that refusal. The page itself
        // logs nothing there (Playwright's console listener sees no message on the lesson).
        {
          path: 'errors-in-console',
          options: { ignoredPatterns: [/Blocked script execution in 'about:srcdoc'/] },
        },
      ],
      settings: {
        ...desktopConfig.settings,
        onlyCategories: CATEGORY_IDS,
        // A picture of the whole page helps a person reading the report, not the scores.
        disableFullPageScreenshot: true,
      },
    },
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/**
 * Performance is timed on whatever else the machine is doing (other journeys, a busy 2-core
 * runner): one slow run says little. A page below the bar is measured again, up to three runs
 * in all, and judged by its best; a page that is really too slow fails every run. The other
 * categories check the page's markup and headers, which do not vary between runs.
 */
const PERFORMANCE_RUNS = 3;

export async function auditPageSteadily(url: string, port: number) {
  const runs: Result[] = [];
  let best: Result | undefined;
  while (runs.length < PERFORMANCE_RUNS) {
    const lhr = await auditPage(url, port);
    runs.push(lhr);
    if (!best || performanceOf(lhr) > performanceOf(best)) best = lhr;
    if (performanceOf(best) >= GOAL_SCORES.performance) break;
  }
  return {
    lhr: best!,
    performanceRuns: runs.map(performanceOf),
    // How fast Lighthouse found this machine's processor, run by run.
    benchmarkIndexes: runs.map((run) => Math.round(run.environment.benchmarkIndex)),
  };
}

function performanceOf(lhr: Result): number {
  return lhr.categories.performance?.score ?? 0;
}

export function categoryScores(lhr: Result): Record<CategoryId, number | null> {
  return Object.fromEntries(
    CATEGORY_IDS.map((id) => [id, lhr.categories[id]?.score ?? null]),
  ) as Record<CategoryId, number | null>;
}

/**
 * What is wrong, said so a developer knows what to fix: per category below `minimum`, the
 * audits that did not pass (id, title, score and Lighthouse's measured value). An empty list
 * means the page meets it.
 */
export function shortfalls(lhr: Result, minimum: Record<CategoryId, number>): string[] {
  const problems: string[] = [];
  for (const id of CATEGORY_IDS) {
    const category = lhr.categories[id];
    const score = category?.score ?? null;
    if (score !== null && score >= minimum[id]) continue;
    problems.push(`${id} ${score} (needs ${minimum[id]}):`);
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ref.group === 'hidden') continue;
      const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
      problems.push(`  ${audit.id} "${audit.title}" score ${audit.score}${value}`);
    }
  }
  return problems;
}

/** Lighthouse's own report, to attach to a failed journey and open in any browser. */
export function htmlReport(lhr: Result): string {
  return generateReport(lhr, 'html');
}
