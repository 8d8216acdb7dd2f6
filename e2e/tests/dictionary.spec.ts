import { expect, test } from '@playwright/test';
import { createFamily } from '../support/api';
import { seriousViolations } from '../support/axe';
import { logOut, signIn } from '../support/session';

test('a student looks up a misspelled word, picks a suggestion, then finds a term in the glossary and its lesson', async ({
  page,
}) => {
  const { student } = await createFamily();
  await signIn(page, student);

  await page.getByRole('navigation').getByRole('link', { name: 'Dictionary' }).click();
  await expect(page).toHaveURL(/\/spelling-helper-dictionary$/);
  await expect(page.getByRole('heading', { name: 'Spelling helper', level: 1 })).toBeVisible();
  expect(await seriousViolations(page), 'dictionary, start').toEqual([]);

  const word = page.getByRole('combobox', { name: /^Word/ });
  await word.fill('elefant');
  await word.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'We could not find “elefant”', level: 2 }),
  ).toBeVisible();
  await expect(page.getByText('Did you mean…')).toBeVisible();
  await page.getByRole('button', { name: 'Look up “elephant”' }).click();

  const meanings = page.getByRole('list', { name: 'Meanings of “elephant”' });
  await expect(meanings).toBeVisible();
  await expect(meanings.getByRole('listitem').first()).toContainText('noun');
  await expect(page).toHaveURL(/word=elephant/);
  await expect(page.getByRole('button', { name: 'Read “elephant” aloud' })).toBeVisible();
  expect(await seriousViolations(page), 'dictionary, a word').toEqual([]);

  // Search as you type: the suggestions come from the service, and the keyboard picks one.
  await word.fill('');
  await word.pressSequentially('rainb');
  await expect(page.getByRole('option', { name: 'rainbow', exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'rainbow', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Meanings of “rainbow”' })).toBeVisible();

  await page.getByRole('link', { name: 'Browse the glossary of your lessons' }).click();
  await expect(page.getByRole('heading', { name: 'Glossary', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the glossary' }).fill('light source');
  const term = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'light source', level: 2 }),
  });
  await expect(term).toContainText('Something that makes its own light');
  await expect(term).toContainText('Grade 1 · Science');
  expect(await seriousViolations(page), 'glossary').toEqual([]);
  await term.getByRole('link', { name: 'Light Helps Us See' }).click();
  await expect(page).toHaveURL(/\/cluster\/10401\/lesson\/1040102$/);
  await logOut(page);
});

test('the glossary answers in Spanish for a Spanish-speaking student', async ({ page }) => {
  const { student } = await createFamily();
  await signIn(page, student, { at: '/glossary' });
  await page.getByRole('radio', { name: 'Español' }).check({ force: true });
  await expect(page.getByRole('heading', { name: 'Glosario', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar en el glosario' }).fill('fuente de luz');
  const term = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'fuente de luz', level: 2 }),
  });
  await expect(term).toContainText('Algo que produce su propia luz');
  await expect(term.getByRole('link', { name: 'La luz nos ayuda a ver' })).toBeVisible();
});

test('students and tutors find the support hours and a guide in Help', async ({ page }) => {
  const { tutor, student } = await createFamily();
  await signIn(page, student);
  await page.getByRole('navigation').getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  await expect(page.getByText(/9 am to 6 pm Pacific, Monday to Friday/)).toBeVisible();
  expect(await seriousViolations(page), 'student help').toEqual([]);
  await logOut(page);

  await signIn(page, tutor);
  await page.getByRole('navigation').getByRole('link', { name: 'Help' }).click();
  await expect(page.getByText(/9 am to 6 pm Pacific, Monday to Friday/)).toBeVisible();
  await expect(page.getByRole('heading', { name: "Parents' guide" })).toBeVisible();
  expect(await seriousViolations(page), 'tutor help').toEqual([]);
});
