import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createFamily } from '../support/api';
import { signIn } from '../support/session';

/**
 * Changed for the journey (from 1 hour and 10 s): the countdown far longer than any step the
 * journey moves the clock on by, so a step never skips it.
 */
const IDLE_MS = 60_000;
const COUNTDOWN_MS = 600_000;
const STEP_MS = 20_000;

// The web app reads these overrides from local storage on every page load, and logging out
// clears them. The page's timers run on a clock the journey moves on, so idling takes no real
// time; the clock still flows between its jumps, so the page works as it would.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    ({ idle, countdown }) => {
      window.localStorage.setItem('aula.idle.timeoutMs', String(idle));
      window.localStorage.setItem('aula.idle.countdownMs', String(countdown));
    },
    { idle: IDLE_MS, countdown: COUNTDOWN_MS },
  );
  await page.clock.install();
});

/**
 * Moves the clock on until the dialog asks. In steps: the idle timer starts once the signed-in
 * screen has loaded its watchers, which may be after the journey saw the screen.
 */
async function idleUntilAsked(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect
    .poll(async () => {
      await page.clock.fastForward(STEP_MS);
      return dialog.isVisible();
    })
    .toBe(true);
  return dialog;
}

/** Lets the page render what the timers the clock just fired have changed. */
async function nextFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

test('an idle student is asked to stay; staying keeps the session, and no answer logs out', async ({
  page,
}) => {
  const { student } = await createFamily();
  await signIn(page, student);

  const dialog = await idleUntilAsked(page);
  await expect(dialog.getByText(/Your session will close in \d+ seconds?\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // Idle again, and this time nobody answers: logged out, the page reloads on the sign-in form.
  await idleUntilAsked(page);
  await page.clock.fastForward(COUNTDOWN_MS);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a tutor who chooses to close the session is logged out', async ({ page }) => {
  const { tutor } = await createFamily();
  await signIn(page, tutor);
  const dialog = await idleUntilAsked(page);
  await dialog.getByRole('button', { name: 'Close session' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The sign-in screen never shows the dialog, however long nobody touches it.
  await page.clock.fastForward(IDLE_MS + COUNTDOWN_MS);
  await nextFrames(page);
  await expect(dialog).toBeHidden();
});
