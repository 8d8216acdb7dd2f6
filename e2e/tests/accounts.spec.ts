import { expect, test } from '@playwright/test';
import { createFamily, installerCredentials, uniqueName } from '../support/api';
import { logOut, signIn, submitSignIn } from '../support/session';

test('an installer creates a tutor and a student, and each lands on their own home', async ({
  page,
}) => {
  await signIn(page, installerCredentials(), { throughForm: true });
  await expect(page).toHaveURL(/\/signup\/tutor$/);
  await expect(page).toHaveTitle('Sign up a tutor - Aula');

  // An empty form names every missing field, word for word.
  await page.getByRole('button', { name: 'Create tutor account' }).click();
  for (const message of [
    'Name is required',
    'Last name is required',
    'Email is required',
    'School name is required',
    'Username is required',
    'Password is required',
    'Verify password is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  const tutorUsername = uniqueName('tutor');
  await page.getByLabel('Name', { exact: true }).fill('Marta');
  await page.getByLabel('Last name').fill('Gómez');
  await page.getByLabel('Email', { exact: true }).fill(`${tutorUsername}@example.com`);
  await page.getByLabel('School name').fill('Casa Gómez');
  await page.getByLabel('Username').fill(tutorUsername);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Verify password').fill('other');
  await page.getByRole('button', { name: 'Create tutor account' }).click();
  await expect(page.getByText('Password must have at least 6 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Verify password').fill('secret1');
  await page.getByRole('button', { name: 'Create tutor account' }).click();
  await expect(page.getByText('Marta Gómez can now sign in as a tutor.')).toBeVisible();

  // The same username again, in other letters' case, is refused by the server.
  await page.getByLabel('Name', { exact: true }).fill('Marta');
  await page.getByLabel('Last name').fill('Gómez');
  await page.getByLabel('Email', { exact: true }).fill(`${tutorUsername}@example.com`);
  await page.getByLabel('School name').fill('Casa Gómez');
  await page.getByLabel('Username').fill(tutorUsername.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Verify password').fill('secret1');
  await page.getByRole('button', { name: 'Create tutor account' }).click();
  await expect(page.getByText('Username is already in use')).toBeVisible();

  await page.getByRole('link', { name: 'Sign up a student' }).click();
  await expect(page).toHaveURL(/\/signup\/student$/);
  // As a person would, wait for the form to be ready (its tutors loaded) before typing.
  await expect(page.getByLabel('Tutor')).toBeEnabled();
  const studentUsername = uniqueName('student');
  await page.getByLabel('Name', { exact: true }).fill('Ana');
  await page.getByLabel('Last name').fill('Gómez');
  await page.getByLabel('School name').fill('Casa Gómez');
  await page.getByLabel('Grade').selectOption({ label: 'Grade 1' });
  await page.getByLabel('Tutor').selectOption({ label: `Marta Gómez (${tutorUsername})` });
  await page.getByLabel('Username').fill(studentUsername);
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Verify password').fill('secret1');
  await page.getByRole('button', { name: 'Create student account' }).click();
  await expect(page.getByText('Ana Gómez can now sign in as a student.')).toBeVisible();
  await logOut(page);

  await signIn(page, { username: tutorUsername, password: 'secret1' }, { throughForm: true });
  await expect(page).toHaveURL(/\/students$/);
  await expect(page.getByText(studentUsername)).toBeVisible();
  await logOut(page);

  await signIn(page, { username: studentUsername, password: 'secret1' }, { throughForm: true });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Hello, Ana!' })).toBeVisible();
});

test('a visitor opening a private page lands on the sign-in page', async ({ page }) => {
  await page.goto('/students');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a signed-in user who opens /login is sent home, and a reload keeps the session', async ({
  page,
}) => {
  const { tutor } = await createFamily();
  await signIn(page, tutor, { throughForm: true });
  await expect(page).toHaveURL(/\/students$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/students$/);
  await page.goto('/profile');
  await expect(page.getByText(tutor.username, { exact: true })).toBeVisible();
});

test('a wrong password shows the login error text', async ({ page }) => {
  const { student } = await createFamily();
  await submitSignIn(page, { username: student.username, password: 'wrong-password' });
  await expect(
    page.getByText('Please check your username and password. Both are case sensitive.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
