import { expect, test } from '@playwright/test';
import { createFamily, signInByApi, studentId, uniqueName } from '../support/api';
import { signIn, submitSignIn } from '../support/session';
import { completeTopic } from '../support/study-by-api';

const subjectPage = '/level/grade/1/1/subject/101';

test('a tutor registers a student, meeting every message of the form on the way', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { tutor, student: sibling } = await createFamily();
  await signIn(page, tutor);
  await expect(page).toHaveURL(/\/students$/);
  await page.getByRole('link', { name: 'Register a student' }).first().click();
  await expect(page).toHaveURL(/\/students\/new$/);

  const submit = () => page.getByRole('button', { name: 'Register student' }).click();
  // The school starts at the tutor's; emptied, it is asked for like every other field.
  await expect(page.getByLabel('School name')).toHaveValue('Journey School');
  await page.getByLabel('School name').fill('');
  await submit();
  for (const message of [
    'Name is required',
    'Last name is required',
    'School name is required',
    'Username is required',
    'Password is required',
    'Verify password is required',
    'Grade is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Name', { exact: true }).fill('Lucía3');
  await page.getByLabel('Last name').fill('Pérez!');
  await page.getByLabel('Email (optional)').fill('not-an-email');
  await page.getByLabel('School name').fill('Casa Pérez');
  await page.getByLabel('Grade').selectOption({ label: 'Grade 1' });
  await page.getByLabel('Username').fill(sibling.username.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Verify password').fill('other');
  await submit();
  for (const message of [
    'Name has a wrong character or is too long (50 characters at most)',
    'Last name exceeded 50 characters or has wrong characters',
    'Invalid email format',
    'Password must have at least 6 characters',
    'Passwords do not match',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Name', { exact: true }).fill('Lucía');
  await page.getByLabel('Last name').fill('Pérez');
  await page.getByLabel('Email (optional)').fill('');
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Verify password').fill('secret1');
  await submit();
  // The username belongs to the family's other child, in other letters' case: the server says so.
  await expect(page.getByText('Username is already in use', { exact: true })).toBeVisible();

  const username = uniqueName('lucia');
  await page.getByLabel('Username').fill(username);
  await submit();
  await expect(page.getByText('Lucía Pérez can now sign in as a student.')).toBeVisible();
  await expect(page).toHaveURL(/\/students$/);
  await expect(page.getByRole('table', { name: 'Your students' })).toContainText(username);
});

test('a tutor turns a topic off and it vanishes for the student; a 15 s time per question is what the test uses', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const { tutor, student } = await createFamily();
  const id = await studentId(tutor, student);

  // The student sees both topics of Grade 1 Math.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signIn(studentPage, student, { at: subjectPage });
  await expect(studentPage.getByRole('heading', { name: 'Numbers to 20' })).toBeVisible();

  await signIn(page, tutor);
  await page.getByRole('button', { name: 'Actions for Ana Journey' }).click();
  await page.getByRole('menuitem', { name: 'Topics' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage-content-by-grade\\?student=${id}$`));
  const topic = page.getByRole('switch', { name: 'Numbers to 20 for Ana Journey' });
  await expect(topic).toBeChecked();
  await topic.click();
  await expect(topic).not.toBeChecked();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // Gone from the student's screen; the next topic no longer waits behind it.
  await studentPage.reload();
  await expect(
    studentPage.getByRole('heading', { name: 'Adding and Subtracting Within 10' }),
  ).toBeVisible();
  await expect(studentPage.getByRole('heading', { name: 'Numbers to 20' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Study' })).toBeVisible();
  const time = page.getByRole('combobox', { name: 'Time per question for Ana Journey' });
  await time.selectOption({ label: '15 s' });
  await expect(time).toHaveValue('15');
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();

  // Its test opens once its lessons are completed.
  await completeTopic(await signInByApi(student), 10102);
  await studentPage.reload();
  await studentPage.getByRole('link', { name: 'Take the test' }).first().click();
  await expect(
    studentPage.getByRole('heading', { name: 'Test: Adding and Subtracting Within 10', level: 1 }),
  ).toBeVisible();
  await expect(studentPage.getByText('15 seconds per question')).toBeVisible();
  await studentPage.getByRole('button', { name: 'Start the test' }).click();
  await expect(studentPage.getByText('Question 1 of 10')).toBeVisible();
  await expect(studentPage.getByRole('timer')).toContainText(/00:1[0-5]|0:1[0-5]|1[0-5]/);
  await studentContext.close();
});

test('a tutor deletes a student only after confirming the warning, and the student is gone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { tutor, student } = await createFamily();
  await signIn(page, tutor);
  const table = page.getByRole('table', { name: 'Your students' });
  await expect(table).toContainText(student.username);

  const openDelete = async () => {
    await page.getByRole('button', { name: 'Actions for Ana Journey' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this student?' });
    await expect(dialog).toContainText(
      "All of Ana Journey's data will be deleted and cannot be recovered",
    );
    return dialog;
  };

  let dialog = await openDelete();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(table).toContainText(student.username);

  dialog = await openDelete();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Ana Journey and all their data were deleted.')).toBeVisible();
  await expect(page.getByText(student.username)).toHaveCount(0);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await submitSignIn(page, student);
  await expect(
    page.getByText('Please check your username and password. Both are case sensitive.'),
  ).toBeVisible();
});
