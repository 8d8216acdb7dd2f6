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
import { generateProblem } from '../../../apps/web/src/games/easter-egg/problems';

/** The answer box has the focus when an exercise starts: type the count and press Enter. */
async function typeCount(page: Page, text: string) {
  await expect(page.getByRole('textbox', { name: 'How many eggs?' })).toBeFocused();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test('easter-egg: played with the keyboard, one right, one wrong, lost, played again', async ({
  page,
}) => {
  await startFreshGame(page, 'easter-egg');

  // Level 1, exercise 1: the basket lifts, the bunny brings more; count them all.
  const first = generateProblem(0, 0, GAME_SEED);
  if (first.kind !== 'baskets') throw new Error('level 1 is the baskets level');
  await expect(page.getByRole('img', { name: /Under the basket/ })).toBeVisible();
  await expect(
    page.getByText(
      'The basket lifts and the bunny brings more eggs. How many eggs are there in all?',
    ),
  ).toBeVisible();
  await typeCount(page, String(first.answer));
  await expectFeedback(page, 'right');
  await expectScore(page, 300);
  await expect(page.getByTestId('easter-egg-explanation')).toHaveText(
    `${[...first.hidden, first.brought].join(' + ')} = ${first.answer}`,
  );
  await nextExercise(page);
  await expectExercise(page, 2);
  await saveScreenshot(page, 'easter-egg');
  await expectNoSeriousViolations(page);

  // Exercise 2: a blank answer is only a hint and costs no life.
  const second = generateProblem(0, 1, GAME_SEED);
  await typeCount(page, '');
  await expectFeedback(page, 'invalid');
  await expectLives(page, 3);

  // Three wrong counts (the same exercise comes back each time) lose the round.
  await typeCount(page, String(second.answer + 1));
  await expectFeedback(page, 'wrong');
  await expectLives(page, 2);
  await nextExercise(page);
  await expectExercise(page, 2);

  await typeCount(page, String(second.answer + 2));
  await expectFeedback(page, 'wrong');
  await expectLives(page, 1);
  await nextExercise(page);

  await typeCount(page, String(second.answer - 1));
  await expectFeedback(page, 'wrong');
  await expectLives(page, 0);
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectLostRound(page, 300);

  await playAgain(page);
  await expect(page.getByRole('textbox', { name: 'How many eggs?' })).toBeFocused();
});
