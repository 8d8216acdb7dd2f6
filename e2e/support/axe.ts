import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Lesson bodies sit in a frame sandboxed without scripts, where axe cannot run: on such a page
 * the checks cover the page around the frame (legacy mode, frames left out); the bodies'
 * markup is checked by the pack validator.
 */
export async function seriousViolations(page: Page) {
  const hasSandboxedFrame = (await page.locator('iframe[sandbox]').count()) > 0;
  const results = await new AxeBuilder({ page })
    .setLegacyMode(hasSandboxedFrame)
    .options({ iframes: !hasSandboxedFrame })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}
