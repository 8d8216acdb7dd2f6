import { expect, test } from '@playwright/test';
import { apiSend, createFamily, signInByApi, studentId } from '../support/api';
import { answerInPage } from '../support/answer-in-page';
import { correctAnswer, currentTestPosition } from '../support/correct-answers';
import { attemptId, takeQuiz } from '../support/take-quiz';
import { signIn } from '../support/session';
import { completeTopic } from '../support/study-by-api';

const subjectPage = '/level/grade/1/1/subject/101';
const firstLessonPage = `${subjectPage}/cluster/10101/lesson/1010101`;

test('a student passes a quiz and the next lesson opens, fails the next one and the one after stays locked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { student } = await createFamily();
  await signIn(page, student, { at: firstLessonPage });

  await page.getByRole('link', { name: 'Take the quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Quiz: Counting to 20', level: 1 })).toBeVisible();
  await expect(
    page.getByText('3 right answers pass the quiz and open the next lesson.'),
  ).toBeVisible();
  await takeQuiz(page, (position) => position !== 2);

  await expect(page.getByText('Well done, you passed!')).toBeVisible();
  await expect(page.getByText('Right answers: 3 of 4')).toBeVisible();
  // Four pictures, one per question, right or wrong.
  await expect(page.getByRole('img', { name: /^Question \d: (correct|incorrect)$/ })).toHaveCount(
    4,
  );
  await page.getByRole('link', { name: 'Go to the next lesson' }).click();
  await expect(page).toHaveURL(/\/lesson\/1010102$/);

  // The next lesson is open: its quiz, failed.
  await page.getByRole('link', { name: 'Take the quiz' }).click();
  await takeQuiz(page, (position) => position === 1);
  await expect(page.getByText('Good try!')).toBeVisible();
  await expect(page.getByText('Right answers: 1 of 4')).toBeVisible();

  // On the subject page (reached inside the app: nothing stale is shown), the first lesson is
  // complete, the second still in progress (its quiz was failed) and the third still locked.
  await page.getByRole('link', { name: 'Back to the subject' }).click();
  await expect(page.getByRole('progressbar', { name: 'Progress of Math: 14%' })).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: 'Progress of Numbers to 20: 27%' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Counting to 20/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Tens and ones/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /Comparing numbers/i })).toHaveCount(0);
});

test('a timed test: one question runs out of time, the results board grades it, the topic reaches 100 % and the next opens', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { tutor, student } = await createFamily();
  const id = await studentId(tutor, student);
  await apiSend('PUT', `/students/${id}/test_settings`, await signInByApi(tutor), {
    tests_enabled: true,
    seconds_per_question: 15,
  });
  // The test opens once the topic's lessons are completed.
  await completeTopic(await signInByApi(student));
  await signIn(page, student, { at: subjectPage });

  await page.getByRole('link', { name: 'Take the test' }).first().click();
  await expect(page.getByRole('heading', { name: 'Test: Numbers to 20', level: 1 })).toBeVisible();
  await expect(page.getByText('15 seconds per question')).toBeVisible();
  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(page).toHaveURL(/\/test\/test-student\?test=\d+/);
  const testId = attemptId(page, 'test');

  for (let position = 1; position <= 10; position += 1) {
    await expect(page.getByText(`Question ${position} of 10`)).toBeVisible();
    expect(currentTestPosition(testId)).toBe(position);
    if (position === 3) {
      // Let the time run out: the question counts as incorrect and the test moves on.
      await expect(page.getByRole('timer')).toBeVisible();
      await expect(page.getByText('Time ran out for question 3', { exact: false })).toBeVisible({
        timeout: 25_000,
      });
      continue;
    }
    const { answer, item } = correctAnswer('test', testId, position);
    await answerInPage(page, item, answer);
    await page
      .getByRole('button', { name: position < 10 ? 'Next question' : 'Finish the test' })
      .click();
  }

  await expect(page).toHaveURL(new RegExp(`/test/results/${testId}$`));
  await expect(page.getByText('90%')).toBeVisible();
  await expect(page.getByText('A-', { exact: true })).toBeVisible();
  await expect(page.getByText('Right answers: 9 of 10')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Question 3: time ran out' })).toBeVisible();

  await page.goto(subjectPage);
  await expect(
    page.getByRole('progressbar', { name: 'Progress of Numbers to 20: 100%' }),
  ).toBeVisible();
  // The next topic is open: its first lesson can be opened.
  await expect(page.getByRole('link', { name: /Adding within 10/i })).toBeVisible();
});
