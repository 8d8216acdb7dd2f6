import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Credentials } from '../support/api';
import { apiSend, installerCredentials, signInByApi, studentId, uniqueName } from '../support/api';
import { contentDiscsDir, insertContentDisc } from '../support/content-disc';
import { takeContentCopyTurn } from '../support/content-copy-turn';
import { mainUrl } from '../support/environment';
import {
  expectNothingRan,
  payload,
  plantedLessonMarkup,
  plantedPicture,
  reportCsp,
  watchForPayloads,
} from '../support/planted-payloads';
import { logOut, signIn } from '../support/session';

// Names and schools the installer typed for a tutor and a student: shown as text on every screen
// that shows them. The e-library's part (book manifests) is in books.spec.ts, whose journeys
// own the library. Lesson bodies and pictures: the pack builder refuses them (its unit tests),
// and a disc made without it, with checksums that match, is refused when its content is copied.

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

  await signIn(page, tutor, { at: '/students' });
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
  await expect(page.getByText(STUDENT_SCHOOL, { exact: false }).first()).toBeVisible();
  await expectNothingRan(page, seen, 'student home');

  await page.goto('/student/profile');
  await expect(page.getByText(studentName).first()).toBeVisible();
  await expectNothingRan(page, seen, 'student profile');

  reportCsp(seen);
});

test.describe('a content disc with script planted in a lesson', () => {
  const DISC_NAME = 'planted-disc';
  // A grade no other pack has (Middle School is empty until copy-content.spec.ts copies 7 and 8).
  const GRADE = { grade_id: 6, path: 'grade-6', en: 'Grade 6', es: 'Sexto grado' };
  const SUBJECT_PATH = 'drawing';
  let giveBackCopyTurn: (() => void) | undefined;

  test.beforeAll(async () => {
    // The copy-content journeys may be copying (two copies of a larger disc): wait for them.
    test.setTimeout(300_000);
    giveBackCopyTurn = await takeContentCopyTurn();
  });
  test.afterAll(() => {
    rmSync(join(contentDiscsDir, DISC_NAME), { recursive: true, force: true });
    giveBackCopyTurn?.();
  });

  test('copying it is refused naming the lesson, nothing is installed and nothing runs', async ({
    page,
  }) => {
    const seen = watchForPayloads(page);
    const disc = insertContentDisc(DISC_NAME, {
      packId: 'e2e-planted-disc',
      idBase: 9600,
      subjectPath: SUBJECT_PATH,
      grades: [GRADE],
      level: { id: 2, en: 'Middle School', es: 'Secundaria' },
      planted: { markup: plantedLessonMarkup, picture: plantedPicture },
    });
    const lessonId = disc.planted!.lessonId;
    const token = await signInByApi(tutor);
    const gradesNow = () =>
      apiSend<{ items: { grade_id: number }[] }>('POST', '/get_id_name_path_all_grade', token, {});
    const gradesBefore = await gradesNow();
    expect(gradesBefore.items.map((grade) => grade.grade_id)).not.toContain(GRADE.grade_id);

    // The validator's words for each planted form, by the entry (as the lesson's sources name
    // the body, as the pack names the picture); the order is the order they appear in.
    const body = `${GRADE.path}/${SUBJECT_PATH}/colours/lesson-1/body.en.html`;
    const detail = [
      `${body}: attribute onerror on <img> is not allowed`,
      `${body}: <img src="x"> must name an .svg or .png file beside the lesson`,
      `${body}: <img src="x"> needs alt text`,
      `${body}: <script> is not allowed`,
      `${body}: <svg> is not allowed`,
      `${body}: <iframe> is not allowed`,
      `${body}: <a> is not allowed`,
      `lessons/${lessonId}/media/picture-1.svg: an SVG may not hold scripts, event handlers or outside links`,
    ].join('; ');

    await signIn(page, tutor, { at: '/settings#copy-content' });
    const section = page.getByRole('region', { name: 'Copy content to drive' });
    await section.getByRole('combobox', { name: 'Disc' }).selectOption(DISC_NAME);
    await section.getByRole('checkbox', { name: /^Grade 6 / }).check();
    await section.getByRole('button', { name: 'Copy', exact: true }).click();

    // Every file passes its checksum; installing the lesson is what refuses it, as text.
    const refusal = section.getByRole('alert');
    await expect(refusal.getByText('The copy did not finish')).toBeVisible({ timeout: 30_000 });
    await expect(
      refusal.getByText(
        `The content could not be installed: ${detail}. The previous content is still in use.`,
        { exact: true },
      ),
    ).toBeVisible();
    await expectNothingRan(page, seen, 'copy refused');

    // The same refusal in Spanish, for a tutor who reads Spanish.
    const latest = await fetch(`${mainUrl}/content_copies/latest`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' },
    });
    const { copy } = (await latest.json()) as { copy: { status: string; error: string } };
    expect(copy).toMatchObject({
      status: 'failed',
      error: `No se pudo instalar el contenido: ${detail}. El contenido anterior sigue en uso.`,
    });

    // Nothing of the disc was installed: the same grades, and no such lesson.
    expect(await gradesNow()).toEqual(gradesBefore);
    const lesson = await fetch(`${mainUrl}/lessons/${lessonId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(lesson.status).toBe(404);

    // After a reload, the refusal is still shown as text.
    await page.reload();
    await expect(
      section.getByRole('alert').getByText(`The content could not be installed: ${detail}`, {
        exact: false,
      }),
    ).toBeVisible();
    await expectNothingRan(page, seen, 'settings after the refusal');
    reportCsp(seen);
  });
});
