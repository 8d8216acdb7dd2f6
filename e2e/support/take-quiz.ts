import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { answerInPage, wrongAnswer } from './answer-in-page';
import { correctAnswer } from './correct-answers';

/** The quiz or test id in the page's address. */
export function attemptId(page: Page, name: 'quiz' | 'test') {
  const id = Number(new URL(page.url()).searchParams.get(name));
  if (!id) throw new Error(`no ${name} id in ${page.url()}`);
  return id;
}

/** Answers the quiz on the page: right where `right(position)` says so, wrong elsewhere. */
export async function takeQuiz(page: Page, right: (position: number) => boolean) {
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  await expect(page).toHaveURL(/\/quiz\/quiz-student\?quiz=\d+/);
  const quiz = attemptId(page, 'quiz');
  for (let position = 1; position <= 4; position += 1) {
    await expect(page.getByText(`Question ${position} of 4`)).toBeVisible();
    const { answer, item } = correctAnswer('quiz', quiz, position);
    await answerInPage(page, item, right(position) ? answer : wrongAnswer(item, answer));
    await page.getByRole('button', { name: 'Check answer' }).click();
    await expect(
      page.getByText(right(position) ? 'Correct!' : 'Not quite', { exact: true }).first(),
    ).toBeVisible();
    await page
      .getByRole('button', { name: position < 4 ? 'Next question' : 'See my results' })
      .click();
  }
  await expect(page).toHaveURL(/\/quiz\/results/);
}
