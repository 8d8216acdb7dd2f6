import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createFamily } from '../support/api';
import { e2eDataDir, mainUrl } from '../support/environment';
import { logOut, signIn } from '../support/session';

test('the interface switches to Spanish and back, and the choice is kept', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('radio', { name: 'Español' }).check({ force: true });
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('radio', { name: 'English' }).check({ force: true });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  const { student } = await createFamily();
  await signIn(page, student, { throughForm: true });
  await expect(page.getByRole('heading', { name: 'Hello, Ana!' })).toBeVisible();
  await page.getByRole('radio', { name: 'Español' }).check({ force: true });
  await expect(page.getByRole('heading', { name: '¡Hola, Ana!' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '¡Hola, Ana!' })).toBeVisible();
  await page.getByRole('radio', { name: 'English' }).check({ force: true });
  await expect(page.getByRole('heading', { name: 'Hello, Ana!' })).toBeVisible();
});

test('logging out clears the session and the old token is refused by the API', async ({ page }) => {
  const { tutor } = await createFamily();
  await signIn(page, tutor, { throughForm: true });
  await expect(page).toHaveURL(/\/students$/);
  const token = await page.evaluate(() => localStorage.getItem('aula.token'));
  expect(token).toBeTruthy();

  await logOut(page);
  expect(await page.evaluate(() => localStorage.getItem('aula.token'))).toBeNull();
  const refused = await fetch(`${mainUrl}/users/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status).toBe(401);
  await page.goto('/students');
  await expect(page).toHaveURL(/\/login$/);
});

/** The .eml body is quoted-printable: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const { tutor } = await createFamily();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);

  await page.getByLabel('Username').fill(tutor.username);
  await page.getByLabel('Email').fill('someone-else@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('Please verify your username and email: they do not match our records.'),
  ).toBeVisible();

  await page.getByLabel('Email').fill(`${tutor.username}@example.com`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('We sent a link to reset your password to your email.'),
  ).toBeVisible();

  const outbox = join(e2eDataDir, 'outbox');
  const mail = readdirSync(outbox)
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .find((text) => text.includes(tutor.username));
  const link = /http:\/\/127\.0\.0\.1:4100\/reset-password\?token=[\w-]+/.exec(
    decodeQuotedPrintable(mail ?? ''),
  )?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await page.getByLabel('New password').fill('brand-new-pass');
  await page.getByLabel('Verify password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password was changed. You can sign in now.')).toBeVisible();

  await signIn(
    page,
    { username: tutor.username, password: 'brand-new-pass' },
    { throughForm: true },
  );
  await expect(page).toHaveURL(/\/students$/);
});
