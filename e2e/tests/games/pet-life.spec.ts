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
import { generateProblem, rightBoard } from '../../../apps/web/src/games/pet-life/problems';

const bowl = (page: Page, number: number) =>
  page.getByRole('button', { name: new RegExp(`^Bowl ${number}:`) });

/**
 * Shares treats with the keys alone: the first bowl has the focus, + drops a treat, the right
 * arrow moves to the next bowl (the jar comes after the last one).
 */
async function shareTreats(page: Page, bowls: readonly number[]) {
  await expect(bowl(page, 1)).toBeFocused();
  for (const [index, count] of bowls.entries()) {
    for (let treat = 0; treat < count; treat += 1) await page.keyboard.press('+');
    await expect(bowl(page, index + 1)).toHaveAccessibleName(
      `Bowl ${index + 1}: ${count} treat${count === 1 ? '' : 's'}`,
    );
    await page.keyboard.press('ArrowRight');
  }
}

/** From the bowls, Tab passes "Give one to each bowl" and "Put them all back" to Check. */
async function checkByKeyboard(page: Page) {
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Check' })).toBeFocused();
  await page.keyboard.press('Enter');
}

/** One treat in the first bowl only: never a fair share of level 1. */
async function answerUnfairly(page: Page) {
  await expect(bowl(page, 1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bowl(page, 1)).toHaveAccessibleName('Bowl 1: 1 treat');
  await checkByKeyboard(page);
}

test('pet-life: played with the keyboard, one right, one wrong, lost, played again', async ({
  page,
}) => {
  await startFreshGame(page, 'pet-life');

  // Exercise 1: share the treats fairly among the bowls.
  const first = generateProblem(0, 0, GAME_SEED);
  await expect(page.getByTestId('pet-life-question')).toHaveText(
    `Share ${first.dividend} treats among ${first.bowls} bowls, the same number in each bowl.`,
  );
  await shareTreats(page, rightBoard(first).bowls);
  await expect(page.getByText('Treats in the bag: 0')).toBeVisible();
  await checkByKeyboard(page);
  await expectFeedback(page, 'right');
  await expectScore(page, 300);
  await expect(page.getByRole('img', { name: /happy and jumps for joy/ })).toBeVisible();
  await nextExercise(page);
  await expectExercise(page, 2);
  await saveScreenshot(page, 'pet-life');
  await expectNoSeriousViolations(page);

  // Exercise 2: Check with no treat shared is not an answer yet, and costs no life.
  const second = generateProblem(0, 1, GAME_SEED);
  await expect(page.getByTestId('pet-life-question')).toContainText(
    `Share ${second.dividend} treats among ${second.bowls} bowls`,
  );
  await expect(bowl(page, 1)).toBeFocused();
  await checkByKeyboard(page);
  await expectFeedback(page, 'invalid');
  await expectLives(page, 3);

  // Then an unfair share, three times: the pet is sad and the lives run out.
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('Shift+Tab');
  await answerUnfairly(page);
  await expectFeedback(page, 'wrong');
  await expectLives(page, 2);
  await expect(page.getByRole('img', { name: /looks sad/ })).toBeVisible();
  await nextExercise(page);
  await expectExercise(page, 2);

  await answerUnfairly(page);
  await expectFeedback(page, 'wrong');
  await expectLives(page, 1);
  await nextExercise(page);

  await answerUnfairly(page);
  await expectFeedback(page, 'wrong');
  await expectLives(page, 0);
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectLostRound(page, 300);

  await playAgain(page);
});
