import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Credentials } from './api';
import { markWelcomed } from './api';

/** Fills and sends the sign-in form, without waiting for the outcome. */
export async function submitSignIn(page: Page, credentials: Credentials) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in and waits until the user has left the sign-in page for their home. The first-run
 * welcome is marked as seen first (through the API), so journeys land on the screens they
 * test; the welcome's own journey passes `{ welcome: true }` to meet it.
 */
export async function signIn(
  page: Page,
  credentials: Credentials,
  { welcome = false }: { welcome?: boolean } = {},
) {
  if (!welcome) await markWelcomed(credentials);
  await submitSignIn(page, credentials);
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

export async function logOut(page: Page, names = { menu: 'Account menu', logout: 'Log out' }) {
  await page.getByRole('button', { name: names.menu }).click();
  await page.getByRole('menuitem', { name: names.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
}
