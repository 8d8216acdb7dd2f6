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
import type { FishyProblem } from '../../../apps/web/src/games/fishy-problems/problems';
import { generateProblem } from '../../../apps/web/src/games/fishy-problems/problems';

/** A fish is a button named after the number it carries, as a screen reader says it. */
function fish(page: Page, number: number) {
  return page.getByRole('button', { name: `Fish with the number ${number}`, exact: true });
}

/** The net starts on the top fish; → moves it one lane down, onto the fish to catch. */
async function moveNetTo(page: Page, problem: FishyProblem, lane: number) {
  await expect(fish(page, problem.choices[0]!)).toBeFocused();
  for (let step = 0; step < lane; step += 1) await page.keyboard.press('ArrowRight');
  await expect(fish(page, problem.choices[lane]!)).toBeFocused();
}

test('fishy-problems: played with the keyboard, one right, one wrong, an invalid answer, lost, played again', async ({
  page,
}) => {
  await startFreshGame(page, 'fishy-problems');

  // Exercise 1: the fish with the answer, caught with Enter.
  const first = generateProblem(0, 0, GAME_SEED);
  await moveNetTo(page, first, first.choices.indexOf(first.answer));
  await page.keyboard.press('Enter');
  await expectFeedback(page, 'right');
  await expectScore(page, 300);
  await nextExercise(page);
  await expectExercise(page, 2);
  await saveScreenshot(page, 'fishy-problems');
  await expectNoSeriousViolations(page);

  // Exercise 2, asked again after each wrong answer with the same fish.
  const second = generateProblem(0, 1, GAME_SEED);
  const wrongLanes = second.choices
    .map((number, lane) => (number === second.answer ? -1 : lane))
    .filter((lane) => lane >= 0);

  // A wrong fish, caught with Space: a life lost.
  await moveNetTo(page, second, wrongLanes[0]!);
  await page.keyboard.press('Space');
  await expectFeedback(page, 'wrong');
  await expectLives(page, 2);
  await nextExercise(page);

  // Past the fish, the answer box: letters are no answer, so no life is lost.
  await expect(fish(page, second.choices[0]!)).toBeFocused();
  for (const _ of second.choices) await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Or type the answer' })).toBeFocused();
  await page.keyboard.type('abc');
  await page.keyboard.press('Enter');
  await expectFeedback(page, 'invalid');
  await expectLives(page, 2);

  // A wrong number typed: judged like the fish that carries it.
  for (let key = 0; key < 3; key += 1) await page.keyboard.press('Backspace');
  await page.keyboard.type(String(second.choices[wrongLanes[1]!]));
  await page.keyboard.press('Enter');
  await expectFeedback(page, 'wrong');
  await expectLives(page, 1);
  await nextExercise(page);

  // The last life: a wrong fish again, and the round is lost.
  await moveNetTo(page, second, wrongLanes[1]!);
  await page.keyboard.press('Enter');
  await expectFeedback(page, 'wrong');
  await expectLives(page, 0);
  await nextExercise(page); // "Next" (or the pause) leads to the completed screen
  await expectLostRound(page, 300);

  // Round 2 deals from the next seed; the net waits on its top fish.
  await playAgain(page);
  const again = generateProblem(0, 0, GAME_SEED + 1);
  await expect(fish(page, again.choices[0]!)).toBeFocused();
});
