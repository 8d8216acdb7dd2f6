import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { installerCredentials } from '../support/api';
import { signIn } from '../support/session';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

for (const path of ['/login', '/reset-password', '/reset-password?token=example']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the sign-up screens have no serious or critical accessibility violations', async ({
  page,
}) => {
  await signIn(page, installerCredentials());
  for (const [path, submit] of [
    ['/signup/tutor', 'Create tutor account'],
    ['/signup/student', 'Create student account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // With every validation message showing, too.
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});
