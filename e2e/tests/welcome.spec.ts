import { expect, test } from '@playwright/test';
import { createFamily } from '../support/api';
import { seriousViolations } from '../support/axe';
import { logOut, signIn } from '../support/session';

/**
 * The first-run welcome: shown once to a new student and a new tutor (with the intro video
 * while the tutor leaves it on), remembered on the server, and offered again from Help.
 */

test('a new student is welcomed once, with the intro video, and then lands on their home', async ({
  page,
}) => {
  const { student } = await createFamily();
  await signIn(page, student, { welcome: true });

  const dialog = page.getByRole('dialog', { name: 'Welcome to Aula, Ana!' });
  await expect(dialog).toBeVisible();
  const video = dialog.getByRole('region', { name: 'Intro video' });
  await expect(video).toBeVisible();
  await expect(video.getByText('Scene 1 of 6')).toBeVisible();
  await expect(
    video.getByText('Welcome to Aula! Learning for every grade, in English and Spanish.'),
  ).toBeVisible();
  // It plays by itself: the next scene follows.
  await expect(video.getByText('Scene 2 of 6')).toBeVisible({ timeout: 10_000 });
  await video.getByRole('button', { name: 'Pause' }).click();
  await expect(video.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await video.getByRole('button', { name: 'Skip the intro' }).click();
  for (const step of ['Your grade', 'A subject', 'A topic', 'A lesson', 'A quiz', 'A test']) {
    await expect(dialog.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('link', { name: 'Open the dictionary' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: "Let's start" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Remembered on the server: not again after a reload, nor at the next sign-in.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await logOut(page);
  await signIn(page, student, { welcome: true });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a new tutor is welcomed once; with the intro video off, Help shows the welcome again without it', async ({
  page,
}) => {
  const { tutor } = await createFamily();
  await signIn(page, tutor, { welcome: true });

  const dialog = page.getByRole('dialog', { name: 'Welcome to Aula, Marta!' });
  await expect(dialog.getByRole('region', { name: 'Intro video' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Skip the intro' }).click();
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
    '1. Your students',
    '2. Topics',
    '3. Reports',
    '4. Settings',
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('link', { name: 'Open Settings' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings$/);

  const introVideo = page.getByRole('switch', { name: 'Show the intro video' });
  await expect(introVideo).toBeChecked();
  await introVideo.click();
  await expect(page.getByText('The welcome no longer shows the intro video.')).toBeVisible();
  await expect(introVideo).not.toBeChecked();

  await page.goto('/help');
  await page.getByRole('link', { name: 'Watch the welcome again' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Aula' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Intro video' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: '1. Your students' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: "Let's start" }).click();
  await expect(page).toHaveURL(/\/students$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
