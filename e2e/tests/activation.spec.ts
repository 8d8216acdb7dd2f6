import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createFamily } from '../support/api';
import { seriousViolations } from '../support/axe';
import { e2eDataDir } from '../support/environment';
import { signIn } from '../support/session';

const root = join(import.meta.dirname, '..', '..');
const BOX = 'BOX-E2E-1';

/**
 * The vendor's license tool, as support runs it: with the journeys' vendor key (made by
 * start-server.mjs) and the installation's own database, where phone activations take a seat.
 */
function licenseCli(...args: string[]): string {
  return execFileSync(
    process.execPath,
    ['--enable-source-maps', join(root, 'apps/server/dist/license.js'), ...args],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        DATA_DIR: e2eDataDir,
        DATABASE_URL: '',
        LICENSE_PRIVATE_KEY_FILE: join(e2eDataDir, 'license-keys', 'license-private-key.pem'),
      },
    },
  ).trim();
}

test('a tutor activates Aula by phone with the key number support reads out', async ({ page }) => {
  test.setTimeout(120_000);
  const { tutor } = await createFamily();
  await signIn(page, tutor);

  // Until activation, every tutor screen shows the trial's days left, with a way to activate.
  const banner = page.getByTestId('trial-banner');
  await expect(banner).toContainText(/Trial: \d+ days left/);
  await banner.getByRole('link', { name: 'Activate' }).click();
  await expect(page).toHaveURL(/\/activation$/);
  await expect(page.getByRole('heading', { name: 'Activate Aula', level: 1 })).toBeVisible();
  await expect(page.getByText(/students cannot sign in, open lessons/)).toBeVisible();
  expect(await seriousViolations(page), 'activation').toEqual([]);

  await page.getByRole('tab', { name: 'Activate by phone' }).click();
  const installationId = (await page.getByTestId('installation-id').textContent())!.trim();
  expect(installationId).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  expect(await seriousViolations(page), 'activation by phone').toEqual([]);

  // Support issues the license, then a key number for another computer: refused here.
  const serial = licenseCli('issue', '--box', BOX);
  const otherKey = licenseCli(
    'phone-key',
    '--serial',
    serial,
    '--box',
    BOX,
    '--installation',
    'ZZZZ-ZZZZ-ZZZZ-ZZZZ',
  );
  await page.getByRole('textbox', { name: 'License number' }).fill(serial);
  await page.getByRole('textbox', { name: 'Box number' }).fill(BOX);
  await page.getByRole('button', { name: 'Activate by phone' }).click();
  await expect(page.getByText('Key Number is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Key number' }).fill(otherKey);
  await page.getByRole('button', { name: 'Activate by phone' }).click();
  await expect(page.getByText('The key number is not valid')).toBeVisible();

  // The key number for the id read off this screen activates Aula.
  const key = licenseCli(
    'phone-key',
    '--serial',
    serial,
    '--box',
    BOX,
    '--installation',
    installationId,
  );
  await page.getByRole('textbox', { name: 'Key number' }).fill(key);
  await page.getByRole('button', { name: 'Activate by phone' }).click();
  await expect(page.getByText('Aula is activated. Thank you!')).toBeVisible();
  await expect(page.getByText('Aula is activated', { exact: true })).toBeVisible();
  await expect(page.getByText(/Activated by phone on .*, box BOX-E2E-1/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Activate by phone' })).toHaveCount(0);
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);
});

test('a tutor registers the web trial, with an email typed twice', async ({ page }) => {
  const { tutor } = await createFamily();
  const email = `${tutor.username}@example.com`;
  await signIn(page, tutor, { at: '/settings#web-trial' });
  const section = page.getByRole('region', { name: 'Web trial registration' });
  await expect(section).toBeVisible();

  const address = section.getByRole('textbox', { name: 'Email', exact: true });
  const confirm = section.getByRole('textbox', { name: 'Confirm email' });
  await address.fill('not-an-address');
  await confirm.fill('not-an-address');
  await section.getByRole('button', { name: 'Register' }).click();
  await expect(section.getByText('Please enter a valid email address')).toBeVisible();

  await address.fill(email);
  await confirm.fill(`other-${email}`);
  await section.getByRole('button', { name: 'Register' }).click();
  await expect(section.getByText('Emails do not match')).toBeVisible();
  await expect(section.getByText('Please enter a valid email address')).toHaveCount(0);

  await confirm.fill(email);
  await section.getByRole('button', { name: 'Register' }).click();
  await expect(section.getByText(`Registered to ${email} on`, { exact: false })).toBeVisible();
  await expect(section.getByText('Emails do not match')).toHaveCount(0);

  // It is kept: the settings show it again after a reload.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Web trial registration' })
      .getByText(`Registered to ${email}`),
  ).toBeVisible();
  expect(await seriousViolations(page), 'settings with the web trial').toEqual([]);
});
