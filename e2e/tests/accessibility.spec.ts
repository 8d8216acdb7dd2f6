import { expect, test } from '@playwright/test';
import {
  apiSend,
  createFamily,
  installerCredentials,
  signInByApi,
  studentId,
} from '../support/api';
import { seriousViolations } from '../support/axe';
import { logOut, signIn } from '../support/session';
import { earlierEvaluation, takeTest } from '../support/study-by-api';

for (const path of ['/login', '/reset-password', '/reset-password?token=example']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the sign-up screens have no serious or critical accessibility violations', async ({
  page,
}) => {
  await signIn(page, installerCredentials());
  for (const [path, submit] of [
    ['/signup/tutor', 'Create tutor account'],
    ['/signup/student', 'Create student account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // With every validation message showing, too.
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test('the student screens have no serious or critical accessibility violations', async ({
  page,
}) => {
  // Six screens, each checked by axe: on a busy 2-core machine this takes a minute.
  test.setTimeout(150_000);
  const { student } = await createFamily();
  await signIn(page, student);
  for (const path of [
    '/',
    '/level/grade/1/1',
    '/level/grade/1/1/subject/101',
    '/level/grade/1/1/subject/101/cluster/10101/lesson/1010101',
    '/search?q=count',
    '/student/profile',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // axe must know the lesson's sandboxed frame is there: run into it, it waits forever.
    if (path.includes('/lesson/')) await expect(page.locator('iframe[sandbox]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('the tutor screens have no serious or critical accessibility violations', async ({ page }) => {
  test.setTimeout(240_000);
  const { tutor, student } = await createFamily();
  const id = await studentId(tutor, student);
  await signIn(page, tutor);
  for (const path of [
    '/students',
    '/students/new',
    `/students/${id}/edit`,
    '/students/import',
    `/manage-content-by-grade?student=${id}`,
    '/settings',
    '/tutors',
    '/profile',
    '/profile/edit',
    '/help',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // The delete confirmation, over the list.
  await page.goto('/students');
  await page.getByRole('button', { name: 'Actions for Ana Journey' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this student?' })).toBeVisible();
  expect(await seriousViolations(page), 'delete dialog').toEqual([]);
});

test('the report and evaluation screens have no serious or critical accessibility violations', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { tutor, student } = await createFamily();
  const id = await studentId(tutor, student);
  const studentToken = await signInByApi(student);
  await takeTest(studentToken, 7);
  const finished = await earlierEvaluation(tutor, student, id);
  await apiSend('POST', '/evaluations', await signInByApi(tutor), {
    student_id: id,
    grade_id: 1,
    subject_ids: [101],
    type: 'light',
  });

  await signIn(page, tutor);
  for (const path of [
    `/students/${id}/reports`,
    `/students/${id}/reports/tests`,
    `/students/${id}/reports/activity-time`,
    `/students/${id}/reports/daily`,
    `/students/${id}/reports/attendance`,
    '/evaluation',
    `/evaluation/${finished}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.goto(`/students/${id}/reports`);
  await page.getByRole('button', { name: 'Hardest questions' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'hardest questions').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await logOut(page);

  // The student's side: the waiting evaluation on the home screen, and taking it.
  await signIn(page, student);
  await expect(page.getByText('Your tutor has an evaluation for you')).toBeVisible();
  expect(await seriousViolations(page), 'home with an evaluation').toEqual([]);
  await page.getByRole('link', { name: 'Start the evaluation' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  expect(await seriousViolations(page), 'taking an evaluation').toEqual([]);
});

test('the quiz and test screens have no serious or critical accessibility violations', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { student } = await createFamily();
  await signIn(page, student);
  const check = async (label: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), label).toEqual([]);
  };
  await page.goto('/grade/1/subject/101/cluster/10101/lesson/1010101/quiz');
  await check('quiz instructions');
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  await expect(page.getByText('Question 1 of 4')).toBeVisible();
  await check('quiz question');
  await page.goto('/level/grade/1/1/subject/101/cluster/10101/test');
  await check('test instructions');
  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await check('test question');
});
