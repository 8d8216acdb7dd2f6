import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  GAME_SEED,
  expectExercise,
  expectFeedback,
  expectLives,
  expectLostRound,
  expectNoSeriousViolations,
  expectScore,
  nextExercise,
  playAgain,
  saveScreenshot,
  startFreshGame,
} from '../../support/games';
import type { ClownProblem } from '../../../apps/web/src/games/clown-to-water/problems';
import { generateProblem } from '../../../apps/web/src/games/clown-to-water/problems';

/** The sum as the play screen writes it (a true minus sign for subtraction). */
function questionOf(problem: ClownProblem) {
  if (problem.kind !== 'fact') throw new Error('level 1 asks sums');
  return `${problem.left} ${problem.operator === '+' ? '+' : '−'} ${problem.right} = ?`;
}

/** Types an answer into the focused answer box and sends it with Enter: the keyboard only. */
async function answerByKeyboard(page: Page, text: string) {
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toBeFocused();
  if (text) await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test('clown-to-water: played with the keyboard, one right, one wrong, lost, played again', async ({
  page,
}) => {
  await startFreshGame(page, 'clown-to-water');

  // Exercise 1: the right answer dunks the clown.
  const first = generateProblem(0, 0, GAME_SEED);
  await expect(page.getByTestId('clown-question')).toHaveText(questionOf(first));
  await answerByKeyboard(page, String(first.answer));
  await expectFeedback(page, 'right');
  await expect(page.getByRole('img', { name: /clown fell into the water/ })).toBeVisible();
  await expectScore(page, 300);
  await nextExercise(page);
  await expectExercise(page, 2);

  // Exercise 2, on a clean play screen.
  await saveScreenshot(page, 'clown-to-water');
  await expectNoSeriousViolations(page);
  const second = generateProblem(0, 1, GAME_SEED);
  await expect(page.getByTestId('clown-question')).toHaveText(questionOf(second));

  // A blank answer is not an answer yet: it costs no life.
  await answerByKeyboard(page, '');
  await expectFeedback(page, 'invalid');
  await expectLives(page, 3);

  // Three wrong answers to the same sum (asked again after each) use up the lives.
  const wrong = String(second.answer + 1);
  await answerByKeyboard(page, wrong);
  await expectFeedback(page, 'wrong');
  await expect(page.getByRole('img', { name: /ball missed/ })).toBeVisible();
  await expectLives(page, 2);
  await nextExercise(page);

  await expect(page.getByTestId('clown-question')).toHaveText(questionOf(second));
  await answerByKeyboard(page, wrong);
  await expectFeedback(page, 'wrong');
  await expectLives(page, 1);
  await nextExercise(page);

  await answerByKeyboard(page, wrong);
  await expectFeedback(page, 'wrong');
  await expectLives(page, 0);
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectLostRound(page, 300);

  // A fresh round, on the next seed.
  await playAgain(page);
  await expect(page.getByTestId('clown-question')).toHaveText(
    questionOf(generateProblem(0, 0, GAME_SEED + 1)),
  );
});
