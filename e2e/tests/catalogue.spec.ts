import { expect, test } from '@playwright/test';
import { createFamily } from '../support/api';
import { signIn } from '../support/session';

test('a new student walks home → grade → subject → cluster → lesson and reads it in English and Spanish', async ({
  page,
}) => {
  const { student } = await createFamily();
  await signIn(page, student);

  // Home: levels and grades as categories.
  await page
    .getByRole('link', { name: /Grade 1/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/level\/grade\/1\/1$/);

  // Grade: its subjects with their progress.
  await expect(page.getByRole('heading', { name: 'Grade 1', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /Math/ }).first().click();
  await expect(page).toHaveURL(/\/level\/grade\/1\/1\/subject\/101$/);

  // Subject: clusters with lock state; the first lesson of the first cluster is open.
  await expect(page.getByRole('heading', { name: 'Numbers to 20' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Counting to 20/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Tens and ones/i })).toHaveCount(0);
  await page.getByRole('link', { name: /Counting to 20/ }).click();
  await expect(page).toHaveURL(/\/subject\/101\/cluster\/10101\/lesson\/1010101$/);

  // Lesson: the decrypted content in its sandboxed frame, with its picture.
  const lesson = page.frameLocator('iframe[title]');
  await expect(lesson.getByRole('heading', { name: "Let's count to 20!" })).toBeVisible();
  await expect(lesson.locator('img[src^="data:image/svg+xml"]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Next/ })).toBeDisabled();

  // The same lesson in Spanish.
  await page.getByRole('radio', { name: 'Español' }).check({ force: true });
  await expect(lesson.getByRole('heading', { name: '¡Vamos a contar hasta el 20!' })).toBeVisible();
  await page.getByRole('radio', { name: 'English' }).check({ force: true });
  await expect(lesson.getByRole('heading', { name: "Let's count to 20!" })).toBeVisible();

  // Back on the subject page the opened lesson is in progress.
  await page.goto('/level/grade/1/1/subject/101');
  await expect(page.getByText('In progress: 1')).toBeVisible();
  await expect(page.getByRole('img', { name: 'In progress' })).toBeVisible();
});

test('lesson search finds what the student may open, in their language, without accents', async ({
  page,
}) => {
  const { student } = await createFamily();
  await signIn(page, student);
  // The choice is saved to the account: wait for it before leaving the page.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/users/me') && response.request().method() === 'PATCH',
  );
  await page.getByRole('radio', { name: 'Español' }).check({ force: true });
  expect((await saved).ok()).toBe(true);
  await page.goto('/search?q=ultimo%20numero');
  const hit = page.getByRole('link', { name: /Contamos hasta el 20/i }).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\/lesson\/1010101$/);
  await expect(
    page
      .frameLocator('iframe[title]')
      .getByRole('heading', { name: '¡Vamos a contar hasta el 20!' }),
  ).toBeVisible();
});
