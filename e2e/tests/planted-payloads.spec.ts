import { expect, test } from '@playwright/test';
import type { Credentials } from '../support/api';
import { installerCredentials, signInByApi, studentId, uniqueName } from '../support/api';
import { mainUrl } from '../support/environment';
import {
  expectNothingRan,
  payload,
  reportCsp,
  watchForPayloads,
} from '../support/planted-payloads';
import { logOut, signIn } from '../support/session';

// Names and schools the installer typed for a tutor and a student: shown as text on every screen
// that shows them. The e-library's part (book manifests) is in books.spec.ts, whose journeys
// own the library; lesson bodies and pictures are refused by the pack builder (its unit tests).

async function post(path: string, token: string, body: unknown) {
  return fetch(`${mainUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

const TUTOR_SCHOOL = payload('tutor school').img;
const STUDENT_SCHOOL = `${payload('student school').svg}${payload('student school').script}`;
// Names take letters, spaces, apostrophes, dots and dashes only: the quote form is what gets through.
const STUDENT = { firstname: "Ana' onmouseover'x", lastname: "O'Brien-Payload" };
const TUTOR = { firstname: "Marta' onfocus'x", lastname: "D'Arcy" };

let tutor: Credentials;
let student: Credentials;

/**
 * A journey that logs the installer out revokes every installer token, also this one: then the
 * two are registered again with a fresh one (as createFamily does).
 */
test.beforeAll(async () => {
  try {
    await register();
  } catch (error) {
    if (!String(error).includes('401')) throw error;
    await register();
  }
});

async function register() {
  const installerToken = await signInByApi(installerCredentials());
  tutor = { username: uniqueName('tutor'), password: 'secret1' };
  const tutorBody = {
    ...TUTOR,
    email: `${tutor.username}@example.com`,
    username: tutor.username,
    password: tutor.password,
    verify_password: tutor.password,
    name_of_the_school: TUTOR_SCHOOL,
    language: 'en',
  };
  // Markup in a name is refused outright, before anything is stored.
  for (const refused of [payload('first').img, payload('first').script, payload('first').svg]) {
    const response = await post('/signup/tutor', installerToken, {
      ...tutorBody,
      firstname: refused,
    });
    expect(response.status, refused).toBe(400);
  }
  const created = await post('/signup/tutor', installerToken, tutorBody);
  expect(created.status).toBe(201);
  const { id: tutorId } = (await created.json()) as { id: number };

  student = { username: uniqueName('student'), password: 'secret1' };
  const studentBody = {
    ...STUDENT,
    username: student.username,
    password: student.password,
    verify_password: student.password,
    grade_id: 1,
    name_of_the_school: STUDENT_SCHOOL,
    language: 'en',
    tutor_id: tutorId,
  };
  for (const refused of [payload('last').iframe, payload('last').link]) {
    const response = await post('/signup/student', installerToken, {
      ...studentBody,
      lastname: refused,
    });
    expect(response.status, refused).toBe(400);
  }
  expect((await post('/signup/student', installerToken, studentBody)).status).toBe(201);
}

test('names and schools holding markup are shown as text on every screen that shows them', async ({
  page,
}) => {
  const seen = watchForPayloads(page);
  const studentName = `${STUDENT.firstname} ${STUDENT.lastname}`;
  const id = await studentId(tutor, student);

  await signIn(page, tutor);
  await page.goto('/students');
  await expect(page.getByText(studentName).first()).toBeVisible();
  await expectNothingRan(page, seen, 'students list');

  await page.goto(`/students/${id}/reports`);
  await expect(page.getByText(studentName).first()).toBeVisible();
  await expectNothingRan(page, seen, 'reports');

  await page.goto('/settings');
  await expect(page.getByText(studentName).first()).toBeVisible();
  await expectNothingRan(page, seen, 'settings');

  await page.goto('/evaluation');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNothingRan(page, seen, 'evaluation');

  await page.goto('/tutors');
  await expect(page.getByText(`${TUTOR.firstname} ${TUTOR.lastname}`).first()).toBeVisible();
  await expect(page.getByText(TUTOR_SCHOOL).first()).toBeVisible();
  await expectNothingRan(page, seen, 'tutors list');

  await page.goto('/profile');
  await expect(page.getByText(`${TUTOR.firstname} ${TUTOR.lastname}`).first()).toBeVisible();
  await expect(page.getByText(TUTOR_SCHOOL).first()).toBeVisible();
  await expectNothingRan(page, seen, 'tutor profile');
  await logOut(page);

  await signIn(page, student);
  await page.goto('/');
  await expect(page.getByText(STUDENT_SCHOOL, { exact: false }).first()).toBeVisible();
  await expectNothingRan(page, seen, 'student home');

  await page.goto('/student/profile');
  await expect(page.getByText(studentName).first()).toBeVisible();
  await expectNothingRan(page, seen, 'student profile');

  reportCsp(seen);
});
