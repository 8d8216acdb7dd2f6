import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Credentials } from './api';
import { markWelcomed, signInByApi } from './api';
import { webUrl } from './environment';

/** Where the web app keeps the access token (apps/web/src/lib/storage.ts). */
const TOKEN_KEY = 'aula.token';

/** Fills and sends the sign-in form, without waiting for the outcome. */
export async function submitSignIn(page: Page, credentials: Credentials) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export interface SignInOptions {
  /** Meet the first-run welcome rather than mark it seen through the API. */
  welcome?: boolean;
  /**
   * Sign in on the /login form, for the journeys about signing in. Every other journey gets
   * its token from the API, as a returning user whose browser kept the session would.
   */
  throughForm?: boolean;
  /** The screen to open signed in (default: the user's home); not with `throughForm`. */
  at?: string;
}

/**
 * Signs in and waits until the user is on a signed-in screen: their home, or `at`. The first-run
 * welcome is marked as seen first (through the API), so journeys land on the screens they test;
 * the welcome's own journey passes `{ welcome: true }` to meet it.
 */
export async function signIn(
  page: Page,
  credentials: Credentials,
  { welcome = false, throughForm = false, at = '/' }: SignInOptions = {},
) {
  if (!welcome) await markWelcomed(credentials);
  if (throughForm) {
    await submitSignIn(page, credentials);
  } else {
    await keepSession(page, await signInByApi(credentials));
    await page.goto(at);
  }
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/**
 * Puts the token where the web app looks for it on load. Storage state, not an init script: an
 * init script would put it back on every load, also after the journey logs out.
 */
async function keepSession(page: Page, token: string) {
  const context = page.context();
  const state = await context.storageState();
  const others = state.origins.filter((entry) => entry.origin !== webUrl);
  const web = state.origins.find((entry) => entry.origin === webUrl)?.localStorage ?? [];
  await context.setStorageState({
    cookies: state.cookies,
    origins: [
      ...others,
      {
        origin: webUrl,
        localStorage: [
          ...web.filter((item) => item.name !== TOKEN_KEY),
          { name: TOKEN_KEY, value: token },
        ],
      },
    ],
  });
}

export async function logOut(page: Page, names = { menu: 'Account menu', logout: 'Log out' }) {
  await page.getByRole('button', { name: names.menu }).click();
  await page.getByRole('menuitem', { name: names.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
}
