import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
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
import { formatMoney } from '../../../apps/web/src/games/saving-money/money';
import type { SavingMoneyProblem } from '../../../apps/web/src/games/saving-money/problems';
import { fewestWay, generateProblem } from '../../../apps/web/src/games/saving-money/problems';
import { TEXTS } from '../../../apps/web/src/games/saving-money/texts';

const texts = TEXTS.en;
const PENNY = 'Add a penny (1¢)';
const NICKEL = 'Add a nickel (5¢)';

function questionOf(problem: SavingMoneyProblem) {
  const price = formatMoney(problem.priceCents, 'en');
  return texts.saveQuestion(texts.items[problem.item], price);
}

/** Level 1 pays with pennies and nickels: each coin is reached and pressed from the keyboard. */
async function fillJar(page: Page, cents: readonly number[]) {
  for (const value of cents) {
    await page.getByRole('button', { name: value === 5 ? NICKEL : PENNY }).focus();
    await page.keyboard.press('Enter');
  }
}

async function check(page: Page) {
  await page.getByRole('button', { name: 'Check' }).focus();
  await page.keyboard.press('Enter');
}

test('saving-money: played with the keyboard, one right, one wrong, lost, played again', async ({
  page,
}) => {
  await startFreshGame(page, 'saving-money');

  // Exercise 1, answered right with Tab, Enter and Space only.
  const first = generateProblem(0, 0, GAME_SEED);
  await expect(page.getByTestId('saving-money-question')).toHaveText(questionOf(first));
  await expect(page.getByRole('button', { name: PENNY })).toBeFocused();
  const way = fewestWay(first.goalCents, first.pieces);
  const nickels = way.filter((value) => value === 5).length;
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: NICKEL })).toBeFocused();
  for (let count = 0; count < nickels; count += 1) await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: PENNY })).toBeFocused();
  for (let count = nickels; count < way.length; count += 1) await page.keyboard.press('Space');
  await expect(page.getByTestId('saving-money-total')).toHaveText(
    `In the jar: ${formatMoney(first.goalCents, 'en')}`,
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Check' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectFeedback(page, 'right');
  await expectScore(page, 300);

  await nextExercise(page);
  await expectExercise(page, 2);
  await saveScreenshot(page, 'saving-money');
  await expectNoSeriousViolations(page);

  // Exercise 2: an empty jar is not an answer yet (no life lost)…
  const second = generateProblem(0, 1, GAME_SEED);
  await expect(page.getByTestId('saving-money-question')).toHaveText(questionOf(second));
  await check(page);
  await expectFeedback(page, 'invalid');
  await expectLives(page, 3);

  // …then a penny too much, three times: the same exercise comes back after each.
  const tooMuch = [...fewestWay(second.goalCents, second.pieces), 1];
  for (const livesLeft of [2, 1, 0]) {
    await fillJar(page, tooMuch);
    await expect(page.getByTestId('saving-money-total')).toHaveText(
      `In the jar: ${formatMoney(second.goalCents + 1, 'en')}`,
    );
    await check(page);
    await expectFeedback(page, 'wrong');
    await expect(page.getByText('That is $0.01 too much.')).toBeVisible();
    await expectLives(page, livesLeft);
    if (livesLeft === 0) break;
    await nextExercise(page);
    await expectExercise(page, 2);
    // Asked afresh: an empty jar, the first coin ready for the keyboard.
    await expect(page.getByTestId('saving-money-total')).toHaveText('In the jar: $0.00');
    await expect(page.getByRole('button', { name: PENNY })).toBeFocused();
  }
  // The last "Next" leads to the completed screen (Enter is harmless if it is already there).
  await page.keyboard.press('Enter');
  await expectLostRound(page, 300);

  await playAgain(page);
  await expect(page.getByTestId('saving-money-question')).toHaveText(
    questionOf(generateProblem(0, 0, GAME_SEED + 1)),
  );
  await expect(page.getByTestId('saving-money-total')).toHaveText('In the jar: $0.00');
});
