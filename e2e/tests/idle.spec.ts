import { expect, test } from '@playwright/test';
import { createFamily } from '../support/api';
import { signIn } from '../support/session';

// The idle time (1 hour) and the countdown (10 s) shortened for the journey: the web app reads
// these overrides from local storage on every page load, and logging out clears them.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('aula.idle.timeoutMs', '4000');
    window.localStorage.setItem('aula.idle.countdownMs', '3000');
  });
});

test('an idle student is asked to stay; staying keeps the session, and no answer logs out', async ({
  page,
}) => {
  const { student } = await createFamily();
  await signIn(page, student);

  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog.getByText(/Your session will close in \d seconds?\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // Idle again, and this time nobody answers: logged out, the page reloads on the sign-in form.
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a tutor who chooses to close the session is logged out', async ({ page }) => {
  const { tutor } = await createFamily();
  await signIn(page, tutor);
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Close session' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The sign-in screen never shows the dialog.
  await page.waitForTimeout(8_000);
  await expect(dialog).toBeHidden();
});
