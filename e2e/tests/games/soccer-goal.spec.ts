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
import type { SoccerProblem } from '../../../apps/web/src/games/soccer-goal/problems';
import { answerZone, generateProblem } from '../../../apps/web/src/games/soccer-goal/problems';

/** Level 1 has three zones: ← ↑ → kick at them at once. */
const ARROWS = ['ArrowLeft', 'ArrowUp', 'ArrowRight'] as const;
const POSITIONS = ['left', 'to the middle', 'right'] as const;

/** The question as the play screen writes it above the goal (level 1 only adds). */
function questionOf(problem: SoccerProblem) {
  return `${problem.left} + ${problem.right} = ?`;
}

async function expectPenalty(page: Page, problem: SoccerProblem) {
  await expect(page.getByTestId('soccer-question')).toHaveText(questionOf(problem));
  // Each exercise starts with the aim on the leftmost zone, so the keys work at once.
  await expect(
    page.getByRole('button', { name: `Kick left: ${problem.choices[0]}`, exact: true }),
  ).toBeFocused();
}

/** A zone that holds a wrong answer. */
function wrongZoneOf(problem: SoccerProblem) {
  return (answerZone(problem) + 1) % problem.choices.length;
}

test('soccer-goal: played with the keyboard, one right, one wrong, lost, played again', async ({
  page,
}) => {
  await startFreshGame(page, 'soccer-goal');

  // Exercise 1: the arrow towards the right answer scores.
  const first = generateProblem(0, 0, GAME_SEED);
  await expectPenalty(page, first);
  await page.keyboard.press(ARROWS[answerZone(first)]!);
  await expectFeedback(page, 'right');
  await expectScore(page, 300);
  await expect(page.getByRole('img', { name: /^Goal!/ })).toBeVisible();
  await nextExercise(page);
  await expectExercise(page, 2);

  // Exercise 2, on a clean play screen.
  await saveScreenshot(page, 'soccer-goal');
  await expectNoSeriousViolations(page);
  const second = generateProblem(0, 1, GAME_SEED);
  await expectPenalty(page, second);

  // Key 4 names no zone of a three-zone goal: not an answer yet, and it costs no life.
  await page.keyboard.press('4');
  await expectFeedback(page, 'invalid');
  await expectLives(page, 3);

  // Three wrong kicks at the same penalty (asked again after each) use up the lives:
  // by digit, by Tab and Enter, and by arrow.
  const wrongZone = wrongZoneOf(second);
  await page.keyboard.press(String(wrongZone + 1));
  await expectFeedback(page, 'wrong');
  await expectLives(page, 2);
  await expect(
    page.getByRole('img', {
      name: `You kicked ${POSITIONS[wrongZone]}: the keeper dived and saved the ball.`,
    }),
  ).toBeVisible();
  await nextExercise(page);

  await expectPenalty(page, second);
  for (let zone = 0; zone < wrongZone; zone += 1) await page.keyboard.press('Tab');
  await expect(
    page.getByRole('button', {
      name: `Kick ${POSITIONS[wrongZone]}: ${second.choices[wrongZone]}`,
      exact: true,
    }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expectFeedback(page, 'wrong');
  await expectLives(page, 1);
  await nextExercise(page);

  await expectPenalty(page, second);
  await page.keyboard.press(ARROWS[wrongZone]!);
  await expectFeedback(page, 'wrong');
  await expectLives(page, 0);
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectLostRound(page, 300);

  // A fresh round, on the next seed.
  await playAgain(page);
  await expectPenalty(page, generateProblem(0, 0, GAME_SEED + 1));
});
