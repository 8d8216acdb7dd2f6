import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createFamily, signInByApi, studentId } from '../support/api';
import { answerInPage, wrongAnswer } from '../support/answer-in-page';
import { correctEvaluationAnswer } from '../support/correct-answers';
import { logOut, signIn } from '../support/session';
import { earlierEvaluation, failQuiz, takeTest } from '../support/study-by-api';
import { takeQuiz } from '../support/take-quiz';

const firstLessonPage = '/level/grade/1/1/subject/101/cluster/10101/lesson/1010101';
/** The first lesson of the second topic, which opens with the first topic's test. */
const nextTopicLessonId = 1010201;

/** Opens a report tab and waits for its heading. */
async function openTab(page: Page, tab: string) {
  await page.getByRole('link', { name: tab, exact: true }).click();
  await expect(page.getByRole('heading', { name: tab, level: 2 })).toBeVisible();
}

test('a tutor reads every report of a student who studied, exports a CSV, and runs a light evaluation the student takes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { tutor, student } = await createFamily();
  const id = await studentId(tutor, student);

  // The student studies in the browser: reads the first lesson for a few seconds and passes its
  // quiz; then completes the first topic and passes its test, and fails the quiz of the next
  // topic's first lesson three times.
  await signIn(page, student, { at: firstLessonPage });
  await expect(page.frameLocator('iframe[title]').getByRole('heading').first()).toBeVisible();
  for (let second = 0; second < 5; second += 1) {
    await page.mouse.move(100 + second * 10, 200);
    await page.waitForTimeout(1000);
  }
  await page.getByRole('link', { name: 'Take the quiz' }).click();
  await takeQuiz(page, () => true);
  await expect(page.getByText('Well done, you passed!')).toBeVisible();
  const studentToken = await signInByApi(student);
  await takeTest(studentToken, 8);
  for (let attempt = 0; attempt < 3; attempt += 1) await failQuiz(studentToken, nextTopicLessonId);
  // Logging out sends the last seconds of study.
  await logOut(page);
  await earlierEvaluation(tutor, student, id);

  // The tutor sees the flag on the list and opens the reports from the student's menu.
  await signIn(page, tutor);
  const row = page.getByRole('row', { name: /Ana Journey/ });
  await expect(row.getByText('Needs help')).toBeVisible();
  await row.getByRole('button', { name: 'Actions for Ana Journey' }).click();
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports of Ana Journey' })).toBeVisible();

  // Progress: Math has moved, and the lesson failed three times is named.
  await expect(page.getByRole('progressbar', { name: /Progress in Math/ }).first()).toBeVisible();
  await expect(page.getByText(/failed the quiz of this lesson 3 times or more/)).toBeVisible();

  // Tests: 8 of 10 is 80 %, a B-, with the answers one by one.
  await openTab(page, 'Tests');
  const testRow = page.getByRole('row', { name: /8 of 10/ });
  await expect(testRow.getByText('B-', { exact: true })).toBeVisible();
  await testRow.getByRole('button', { name: 'Show answers' }).click();
  await expect(page.getByRole('heading', { name: /^Answers: / })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('8 of 10');
  expect(csv).toContain('B-');

  // Activity time: today has the seconds the student studied, in the table and the chart.
  await openTab(page, 'Activity time');
  await expect(page.getByText('Total time')).toBeVisible();
  await expect(
    page.getByText(/^00:00:0[5-9]$|^00:00:[1-5]\d$|^00:0[1-9]:\d\d$/).first(),
  ).toBeVisible();
  await expect(page.getByRole('figure', { name: /^Time per day by subject/ })).toBeVisible();
  await expect(page.getByText('1 of 7', { exact: true })).toBeVisible();

  // Daily activity: the lesson and the quizzes of today.
  await openTab(page, 'Daily activity');
  await expect(page.getByText('4 of 4 correct, passed').first()).toBeVisible();
  await expect(page.getByText('0 of 4 correct, not passed').first()).toBeVisible();

  // Attendance: today is marked present.
  await openTab(page, 'Attendance');
  await expect(page.getByText('Present').first()).toBeVisible();

  // A light evaluation of Math from the student's menu.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Children' })
    .click();
  await page.getByRole('button', { name: 'Actions for Ana Journey' }).click();
  await page.getByRole('menuitem', { name: 'Evaluate' }).click();
  await expect(page.getByRole('heading', { name: 'New evaluation' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'All subjects' }).uncheck();
  await page.getByRole('checkbox', { name: 'Math (Math)' }).check();
  await page.getByRole('radio', { name: /^Light: 5 questions per subject/ }).check();
  await page.getByRole('button', { name: 'Create the evaluation' }).click();
  await expect(page.getByRole('heading', { name: 'Evaluation of Ana Journey' })).toBeVisible();
  await expect(
    page.getByText('Ask Ana Journey to sign in: the evaluation waits on their home screen.'),
  ).toBeVisible();
  const evaluationUrl = new URL(page.url()).pathname;
  const evaluationId = Number(evaluationUrl.split('/').pop());
  await logOut(page);

  // The student finds it on the home screen and takes it: 4 right, the last one wrong.
  await signIn(page, student);
  await page.getByRole('link', { name: 'Start the evaluation' }).click();
  for (let position = 1; position <= 5; position += 1) {
    await expect(page.getByText(`Question ${position} of 5`)).toBeVisible();
    const { answer, item } = correctEvaluationAnswer(evaluationId, position);
    await answerInPage(page, item, position < 5 ? answer : wrongAnswer(item, answer));
    await page
      .getByRole('button', { name: position < 5 ? 'Next question' : 'Finish the evaluation' })
      .click();
  }
  await expect(page.getByRole('heading', { name: 'Your evaluation results' })).toBeVisible();
  await expect(page.getByText('80% · B-').first()).toBeVisible();
  await logOut(page);

  // The tutor reads the grades and the comparison with the earlier evaluation (100 %, an A).
  await signIn(page, tutor, { at: evaluationUrl });
  await expect(page.getByRole('heading', { name: 'Results by subject' })).toBeVisible();
  const comparison = page.getByRole('table', { name: /in this evaluation and earlier ones/ });
  await expect(comparison.getByText('80% · B-')).toBeVisible();
  await expect(comparison.getByText('100% · A')).toBeVisible();
  await expect(comparison.getByText('Down 20 points')).toBeVisible();
});
