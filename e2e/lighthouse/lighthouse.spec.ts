import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createFamily } from '../support/api';
import {
  GOAL_SCORES,
  auditPageSteadily,
  categoryScores,
  devToolsPort,
  htmlReport,
  isFastMachine,
  minimumScores,
  shortfalls,
} from './lighthouse-audit';
import { logOut, signIn } from '../support/session';

/**
 * Lighthouse on four screens (docs/web-performance.md#the-bundle-budget): performance at least 90,
 * accessibility 100, best practices at least 95, all enforced; on a machine too slow for
 * Lighthouse's timings the performance goal is reported and a lower floor enforced (minimumScores).
 * One Chromium, with the journeys' flags, serves both Playwright (to sign in) and Lighthouse
 * (through its DevTools port): Lighthouse's tabs open in the same profile, so they carry the
 * session the journey signed in with.
 */
test('login, student home, lesson and student list meet the Lighthouse bar', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Four audits, each loading a page cold and tracing it, on a shared 2-core machine: about a
  // minute, up to three when slow pages are measured again.
  test.setTimeout(240_000);
  const { tutor, student } = await createFamily();
  const userDataDir = await mkdtemp(join(tmpdir(), 'aula-lighthouse-'));
  const context = await playwright.chromium.launchPersistentContext(userDataDir, {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--remote-debugging-port=0'],
    baseURL,
    // Lighthouse emulates the desktop screen itself; Playwright's device emulation (from the
    // config's Desktop Chrome) would fight it in Lighthouse's tabs.
    viewport: null,
    deviceScaleFactor: undefined,
    isMobile: undefined,
  });
  try {
    const port = await devToolsPort(userDataDir);
    const page = context.pages()[0] ?? (await context.newPage());
    const audit = async (path: string) => {
      const { lhr, performanceRuns, benchmarkIndexes } = await auditPageSteadily(
        new URL(path, baseURL).href,
        port,
      );
      // The figures for the report, also when every page passes.
      const scores = JSON.stringify(categoryScores(lhr));
      console.log(
        `Lighthouse ${path}: ${scores}, performance runs ${performanceRuns.join(' ')} ` +
          `(benchmark index ${benchmarkIndexes.join(' ')})`,
      );
      const belowGoal = shortfalls(lhr, GOAL_SCORES);
      if (belowGoal.length > 0) console.log(`Below the goal on ${path}:\n${belowGoal.join('\n')}`);
      const minimum = minimumScores(benchmarkIndexes);
      console.log(
        isFastMachine(benchmarkIndexes)
          ? `Performance held to the goal on ${path}: ${minimum.performance}`
          : `This machine is too slow for Lighthouse's timings (benchmark index under 2000): ` +
              `performance on ${path} held to a floor of ${minimum.performance}, the goal not checked`,
      );
      const problems = shortfalls(lhr, minimum);
      if (belowGoal.length > 0) {
        // A file, not an inline body, so the console shows its path rather than its markup.
        const file = test.info().outputPath(`lighthouse${path.replaceAll('/', '-')}.html`);
        await writeFile(file, htmlReport(lhr));
        await test.info().attach(`Lighthouse report of ${path}`, {
          path: file,
          contentType: 'text/html',
        });
      }
      expect.soft(problems, `Lighthouse findings on ${path}`).toEqual([]);
    };

    await audit('/login');
    await signInAndLeave(page, student);
    await audit('/');
    await audit('/level/grade/1/1/subject/101/cluster/10101/lesson/1010101');
    await page.goto('/');
    await logOut(page);
    await signInAndLeave(page, tutor);
    await audit('/students');
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
});

/**
 * Signs in, then leaves the app for a blank page, so that Playwright's tab makes no requests
 * of its own while Lighthouse measures.
 */
async function signInAndLeave(page: Page, credentials: { username: string; password: string }) {
  await signIn(page, credentials);
  await page.goto('about:blank');
}
