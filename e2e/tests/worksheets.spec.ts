import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createFamily, signInByApi } from '../support/api';
import { seriousViolations } from '../support/axe';
import { mainUrl } from '../support/environment';
import { numberedQuestions, readPdfLines } from '../support/pdf-text';
import { logOut, signIn } from '../support/session';

/** The worksheet number the screen shows (the seed of the PDFs it downloads). */
async function worksheetNumber(page: Page): Promise<number> {
  const text = await page.getByText(/^Worksheet #\d+$/).textContent();
  return Number(/#(\d+)/.exec(text ?? '')![1]);
}

/** Clicks a download button and reads the file it saves. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), lines: await readPdfLines(path) };
}

test('a student prints a worksheet, the tutor its answer key, then turns worksheets off', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { tutor, student } = await createFamily();

  // The student downloads a worksheet of Grade 1 Math with ten numbered questions and their name.
  await signIn(page, student);
  await page.getByRole('navigation').getByRole('link', { name: 'Worksheets' }).click();
  await expect(page).toHaveURL(/\/worksheets$/);
  await expect(page.getByRole('heading', { name: 'Worksheets', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Grade' })).toHaveValue('1');
  await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Math' });
  expect(await seriousViolations(page), 'worksheets').toEqual([]);

  await page.getByRole('button', { name: 'New questions' }).click();
  const seed = await worksheetNumber(page);
  const sheet = await download(page, 'Download worksheet');
  expect(sheet.name).toBe('aula-worksheet-grade-1-math.pdf');
  const texts = sheet.lines.map((line) => line.text);
  expect(texts).toContain('Aula worksheet');
  expect(texts).toContain('Grade 1 · Math');
  expect(texts).toContain('Name: Ana Journey Date:');
  expect(texts.join('\n')).toContain(`Worksheet #${seed}`);
  const questions = numberedQuestions(sheet.lines);
  expect(questions.map((question) => Number.parseInt(question, 10))).toEqual([
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
  ]);
  await expect(
    page.getByText('The worksheet was downloaded: aula-worksheet-grade-1-math.pdf'),
  ).toBeVisible();
  expect(await seriousViolations(page), 'worksheets, downloaded').toEqual([]);
  await logOut(page);

  // Its answer key (same number) holds the same questions, each with its answer.
  const tutorToken = await signInByApi(tutor);
  const key = await fetch(`${mainUrl}/worksheets/1/101/answer-key?seed=${seed}`, {
    headers: { authorization: `Bearer ${tutorToken}` },
  });
  expect(key.status).toBe(200);
  const keyFile = test.info().outputPath('key.pdf');
  await writeFile(keyFile, new Uint8Array(await key.arrayBuffer()));
  const keyLines = await readPdfLines(keyFile);
  expect(numberedQuestions(keyLines)).toEqual(questions);

  // The tutor downloads the answer key from the screen too.
  await signIn(page, tutor);
  await page.getByRole('navigation').getByRole('link', { name: 'Worksheets' }).click();
  await page.getByRole('combobox', { name: 'Grade' }).selectOption({ label: 'Grade 1' });
  await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Math' });
  expect(await seriousViolations(page), 'worksheets, tutor').toEqual([]);
  const answers = await download(page, 'Download answer key');
  expect(answers.name).toBe('aula-worksheet-grade-1-math-answer-key.pdf');
  const answerTexts = answers.lines.map((line) => line.text);
  expect(answerTexts).toContain('Aula worksheet: answer key');
  expect(numberedQuestions(answers.lines)).toHaveLength(10);
  expect(answerTexts.filter((text) => /^Answer: /.test(text)).length).toBeGreaterThan(0);

  // The tutor turns worksheets off in the settings.
  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  const toggle = page.getByRole('switch', { name: 'Students can print worksheets' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('Your students can no longer print worksheets.')).toBeVisible();
  await logOut(page);

  // The student is told so instead of being offered a download.
  await signIn(page, student, { at: '/worksheets' });
  await expect(page.getByRole('heading', { name: 'Worksheets are turned off' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download worksheet' })).toHaveCount(0);
  expect(await seriousViolations(page), 'worksheets, off').toEqual([]);
});
