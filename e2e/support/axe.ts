import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What the issue asks axe to find nothing of: WCAG 2.0 and 2.1, A and AA, and its best practices. */
const CHECKED_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Waits until the page's finite animations have ended: a dialog or menu fading in has its
 * text half transparent, which axe reports as too little contrast. Endless ones (a loader's
 * spin, a skeleton's pulse) are left running.
 */
async function transitionsFinished(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * Lesson bodies sit in a frame sandboxed without scripts, where axe cannot run: on such a page
 * the checks cover the page around the frame (legacy mode, frames left out); the bodies'
 * markup is checked by the pack validator.
 */
async function analyze(page: Page, tags?: string[]) {
  await transitionsFinished(page);
  const hasSandboxedFrame = (await page.locator('iframe[sandbox]').count()) > 0;
  const builder = new AxeBuilder({ page });
  if (tags) builder.withTags(tags);
  const results = await builder
    .setLegacyMode(hasSandboxedFrame)
    // Only the violations are put together: on a long page the passes take axe longer still.
    .options({ iframes: !hasSandboxedFrame, resultTypes: ['violations'] })
    .analyze();
  return results.violations;
}

type Violation = Awaited<ReturnType<typeof analyze>>[number];

/** One line per violation: the rule, its impact, and where (with axe's own summary of why). */
function describe(violation: Violation) {
  const nodes = violation.nodes.map(
    (node) =>
      `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ')})` : ''}`,
  );
  return `${violation.id} [${violation.impact ?? 'unknown'}]: ${nodes.join('; ')}`;
}

/** Every violation axe finds, of any impact. */
export async function accessibilityViolations(page: Page) {
  return (await analyze(page, CHECKED_TAGS)).map(describe);
}

/** Only the serious and critical violations, of axe's default rules (other journeys check these). */
export async function seriousViolations(page: Page) {
  return (await analyze(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}
