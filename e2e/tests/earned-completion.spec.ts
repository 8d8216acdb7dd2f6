import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createFamily, signInByApi } from '../support/api';
import { answerInPage, wrongAnswer } from '../support/answer-in-page';
import { correctAnswer } from '../support/correct-answers';
import { signIn } from '../support/session';
import { completeTopic } from '../support/study-by-api';
import { attemptId, takeQuiz } from '../support/take-quiz';

const subjectPage = '/level/grade/1/1/subject/101';
const firstLessonPage = `${subjectPage}/cluster/10101/lesson/1010101`;

/** Takes the test the page shows, the first `right` answers right and the others wrong. */
async function takeTestInPage(page: Page, right: number) {
  await expect(page).toHaveURL(/\/test\/test-student\?test=\d+/);
  const testId = attemptId(page, 'test');
  for (let position = 1; position <= 10; position += 1) {
    await expect(page.getByText(`Question ${position} of 10`)).toBeVisible();
    const { answer, item } = correctAnswer('test', testId, position);
    await answerInPage(page, item, position <= right ? answer : wrongAnswer(item, answer));
    await page
      .getByRole('button', { name: position < 10 ? 'Next question' : 'Finish the test' })
      .click();
  }
  await expect(page).toHaveURL(new RegExp(`/test/results/${testId}$`));
}

test('a failed quiz keeps the lesson in progress and a failed test keeps the topic open; passing them opens the next', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { student } = await createFamily();
  await signIn(page, student);

  // A failed quiz: the results point back to the lesson, which stays in progress.
  await page.goto(firstLessonPage);
  await page.getByRole('link', { name: 'Take the quiz' }).click();
  await takeQuiz(page, (position) => position === 1);
  await expect(page.getByText('Good try!')).toBeVisible();
  await expect(
    page.getByText(/Look again at questions 2, 3, and 4 below, study the lesson once more/),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to the subject' }).click();
  // An empty bar has no width to be seen: it is there, at 0 %.
  await expect(
    page.getByRole('progressbar', { name: 'Progress of Numbers to 20: 0%' }),
  ).toHaveCount(1);
  const lessons = page.getByRole('list', { name: 'Lessons of Numbers to 20' });
  await expect(lessons.getByRole('img', { name: 'In progress' })).toHaveCount(1);
  // The next lesson is still locked: no way into it.
  await expect(page.getByRole('link', { name: /Tens and ones/i })).toHaveCount(0);

  // Studied again and passed: the lesson is complete and the next one opens.
  await page.goto(firstLessonPage);
  await page.getByRole('link', { name: 'Take the quiz' }).click();
  await takeQuiz(page, () => true);
  await expect(page.getByText('Well done, you passed!')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the subject' }).click();
  await expect(
    page.getByRole('progressbar', { name: 'Progress of Numbers to 20: 27%' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Tens and ones/i })).toBeVisible();

  // The topic's other lessons, done quickly; then its test, failed with 3 of 10.
  await completeTopic(await signInByApi(student));
  await page.reload();
  await expect(
    page.getByRole('progressbar', { name: 'Progress of Numbers to 20: 80%' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Take the test' }).first().click();
  await expect(
    page.getByText('A score of 60% or more completes this topic and opens the next one.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Start the test' }).click();
  await takeTestInPage(page, 3);
  await expect(page.getByText('30%')).toBeVisible();
  await expect(page.getByText('Not complete yet')).toBeVisible();
  await expect(
    page.getByText(
      /^This topic is complete with 60% or more\. Review questions 4, 5, 6, 7, 8, 9, and 10 below/,
    ),
  ).toBeVisible();
  await expect(page.getByText('Numbers to 20 is now complete: 100%')).toHaveCount(0);

  // The topic keeps its lessons' 80 % and the next topic stays locked.
  await page.getByRole('link', { name: 'Back to the subject' }).click();
  await expect(
    page.getByRole('progressbar', { name: 'Progress of Numbers to 20: 80%' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Adding within 10/i })).toHaveCount(0);

  // The retake, from the results board, passes with 8 of 10: the next topic opens.
  await page.goBack();
  await page.getByRole('button', { name: 'Take the test again' }).click();
  await takeTestInPage(page, 8);
  await expect(page.getByText('80%')).toBeVisible();
  await expect(page.getByText('Numbers to 20 is now complete: 100%')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the next topic' }).click();
  await expect(
    page.getByRole('progressbar', { name: 'Progress of Numbers to 20: 100%' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Adding within 10/i })).toBeVisible();
});
