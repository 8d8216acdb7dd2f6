import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { LatestContentCopy } from '@aula/shared';
import type { Credentials } from '../support/api';
import { apiGet, apiSend, installerCredentials, signInByApi, uniqueName } from '../support/api';
import { seriousViolations } from '../support/axe';
import { insertContentDisc } from '../support/content-disc';
import { takeContentCopyTurn } from '../support/content-copy-turn';
import { logOut, signIn } from '../support/session';

/*
 * Copying content from a disc: the journeys share one installation's catalogue and only one
 * copy runs at a time, so they run one after the other. The discs hold grades 7 and 8 (in
 * Middle School, which the bundled pack leaves empty) with many small pictures, so that a
 * copy takes long enough to watch and to cancel.
 */
test.describe.configure({ mode: 'serial' });

// Other files copy too (planted-payloads.spec.ts): one copy at a time in the installation.
let giveBackCopyTurn: (() => void) | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  giveBackCopyTurn = await takeContentCopyTurn();
});
test.afterAll(() => giveBackCopyTurn?.());

const GRADES = [
  { grade_id: 7, path: 'grade-7', en: 'Grade 7', es: 'Séptimo grado' },
  { grade_id: 8, path: 'grade-8', en: 'Grade 8', es: 'Octavo grado' },
];
const DISC = {
  grades: GRADES,
  level: { id: 2, en: 'Middle School', es: 'Secundaria' },
  lessonsPerCluster: 10,
  picturesPerLesson: 100,
  pictureBytes: 1500,
};

/** A new tutor registered by the installer, with their id. */
async function registerTutor(installer: string) {
  const tutor: Credentials = { username: uniqueName('tutor'), password: 'secret1' };
  const created = await apiSend<{ id: number }>('POST', '/signup/tutor', installer, {
    firstname: 'Marta',
    lastname: 'Copier',
    email: `${tutor.username}@example.com`,
    username: tutor.username,
    password: tutor.password,
    verify_password: tutor.password,
    name_of_the_school: 'Journey School',
    language: 'en',
  });
  return { tutor, tutorId: created.id };
}

/** A tutor and a student in one of the disc's grades (it exists once the grade is copied). */
async function createFamilyIn(gradeId: number) {
  const installer = await signInByApi(installerCredentials());
  const { tutor, tutorId } = await registerTutor(installer);
  const student: Credentials = { username: uniqueName('student'), password: 'secret1' };
  await apiSend('POST', '/signup/student', installer, {
    firstname: 'Ana',
    lastname: 'Copier',
    username: student.username,
    password: student.password,
    verify_password: student.password,
    grade_id: gradeId,
    name_of_the_school: 'Journey School',
    language: 'en',
    tutor_id: tutorId,
  });
  return { tutor, student };
}

async function signInTutor(page: Page) {
  const installer = await signInByApi(installerCredentials());
  const { tutor } = await registerTutor(installer);
  await signIn(page, tutor, { at: '/settings#copy-content' });
  return page.getByRole('region', { name: 'Copy content to drive' });
}

test('a tutor copies two grades from a disc to 100 %, then a student reads a copied lesson', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const disc = insertContentDisc('art-disc', {
    packId: 'e2e-art-disc',
    idBase: 9700,
    subjectPath: 'art',
    ...DISC,
  });
  const section = await signInTutor(page);
  await expect(
    section.getByRole('checkbox', { name: /^Grade 7 \(\d+(\.\d)? [KM]B\)$/ }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // No grade: the copy is refused and says why.
  await section.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(section.getByText('Copy content requires at least one grade')).toBeVisible();

  await section.getByRole('checkbox', { name: /^Grade 7/ }).check();
  await section.getByRole('checkbox', { name: /^Grade 8/ }).check();
  await expect(section.getByText(/^Total to copy: \d+(\.\d)? MB$/)).toBeVisible();
  await section.getByRole('button', { name: 'Copy', exact: true }).click();

  const bar = section.getByRole('progressbar', { name: 'Copy progress' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
  await expect(section.getByText('Content copied')).toBeVisible();
  await expect(section.getByText(/^100% · .+ of .+$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Both grades are on this computer now.
  await expect(section.getByText('Already on this computer', { exact: true })).toHaveCount(2);
  await logOut(page);

  // A student of the first grade opens a copied lesson and reads it (from this computer).
  const [first] = disc.ids;
  const { student } = await createFamilyIn(first!.gradeId);
  await signIn(page, student, { at: `/level/grade/${first!.gradeId}/2` });
  await page.getByRole('link', { name: /Art/ }).first().click();
  await page.getByRole('link', { name: `Colour lesson ${first!.lessonIds[0]}` }).click();
  await expect(
    page.frameLocator('iframe[title]').getByText(disc.sentences[first!.lessonIds[0]!]!),
  ).toBeVisible();
});

test('a copy cancelled while copying keeps its place and resumes to 100 %', async ({ page }) => {
  test.setTimeout(120_000);
  const disc = insertContentDisc('music-disc', {
    packId: 'e2e-music-disc',
    idBase: 9800,
    subjectPath: 'music',
    subjectName: { en: 'Music', es: 'Música' },
    ...DISC,
  });
  const section = await signInTutor(page);
  await section.getByRole('combobox', { name: 'Disc' }).selectOption('music-disc');
  await section.getByRole('checkbox', { name: /^Grade 7/ }).check();
  await section.getByRole('checkbox', { name: /^Grade 8/ }).check();
  await section.getByRole('button', { name: 'Copy', exact: true }).click();

  const bar = section.getByRole('progressbar', { name: 'Copy progress' });
  // Cancel while it copies: some bytes are here, not all.
  await expect(section.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(bar).not.toHaveAttribute('aria-valuenow', '0');
  await section.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    section.getByText(
      'The copy was cancelled. What was copied is kept: Resume continues from there.',
    ),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const stoppedAt = Number(await bar.getAttribute('aria-valuenow'));
  expect(stoppedAt).toBeGreaterThan(0);
  expect(stoppedAt).toBeLessThan(100);
  // It stays where it stopped: the installation holds the copy cancelled at that point.
  const token = await page.evaluate(() => localStorage.getItem('aula.token'));
  const { copy } = await apiGet<LatestContentCopy>('/content_copies/latest', token!);
  expect(copy).toMatchObject({ status: 'cancelled', percent: stoppedAt });
  await expect(bar).toHaveAttribute('aria-valuenow', String(stoppedAt));

  await section.getByRole('button', { name: 'Resume' }).click();
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
  await expect(section.getByText('Content copied')).toBeVisible();
  await logOut(page);

  // The copied subject is there for a student of the second grade.
  const [, second] = disc.ids;
  const { student } = await createFamilyIn(second!.gradeId);
  await signIn(page, student, { at: `/level/grade/${second!.gradeId}/2` });
  await page.getByRole('link', { name: /Music/ }).first().click();
  await page.getByRole('link', { name: `Colour lesson ${second!.lessonIds[0]}` }).click();
  await expect(
    page.frameLocator('iframe[title]').getByText(disc.sentences[second!.lessonIds[0]!]!),
  ).toBeVisible();
});
