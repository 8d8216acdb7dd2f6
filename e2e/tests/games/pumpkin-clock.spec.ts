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
import { formatDigital } from '../../../apps/web/src/games/pumpkin-clock/clock-time';
import { generateProblem } from '../../../apps/web/src/games/pumpkin-clock/problems';

test('pumpkin-clock: played with the keyboard, one right, one wrong, lost, played again', async ({
  page,
}) => {
  await startFreshGame(page, 'pumpkin-clock');

  // Exercise 1 reads the clock: the first pumpkin has the focus and → walks to the others.
  const first = generateProblem(0, 0, GAME_SEED);
  if (first.mode !== 'read') throw new Error('Exercise 1 reads the clock');
  await expect(page.getByText('What time does the pumpkin clock show?')).toBeVisible();
  const pumpkins = page.getByRole('group', { name: 'Pick the time' }).getByRole('button');
  await expect(pumpkins).toHaveCount(3);
  await expect(pumpkins.first()).toBeFocused();
  const rightIndex = first.choices.findIndex((choice) => choice.kind === 'answer');
  for (let step = 0; step < rightIndex; step += 1) await page.keyboard.press('ArrowRight');
  const rightPumpkin = pumpkins.nth(rightIndex);
  await expect(rightPumpkin).toBeFocused();
  await expect(rightPumpkin).toHaveText(formatDigital(first.time));
  await page.keyboard.press('Enter');
  await expectFeedback(page, 'right');
  await expectScore(page, 300);

  // Exercise 2 sets the hands, from 12:00; the minute hand has the focus.
  await nextExercise(page);
  await expectExercise(page, 2);
  const second = generateProblem(0, 1, GAME_SEED);
  if (second.mode !== 'set') throw new Error('Exercise 2 sets the clock');
  await expect(
    page.getByText(`Set the clock to ${formatDigital(second.time)}`, { exact: false }),
  ).toBeVisible();
  const minuteHand = page.getByRole('slider', { name: 'Minute hand' });
  await expect(minuteHand).toBeFocused();
  await expect(minuteHand).toHaveAttribute('aria-valuetext', '12:00');
  await saveScreenshot(page, 'pumpkin-clock');
  await expectNoSeriousViolations(page);

  // Enter before the hands moved is no answer: invalid, and no life is lost.
  await page.keyboard.press('Enter');
  await expectFeedback(page, 'invalid');
  await expectLives(page, 3);

  // ↑ turns the hour hand one hour; a time that is not the one asked is wrong, three times.
  const hoursTurned = second.time.hour === 1 ? 2 : 1;
  const wrongTime = `${hoursTurned}:00`;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await expect(minuteHand).toBeFocused();
    for (let hour = 0; hour < hoursTurned; hour += 1) await page.keyboard.press('ArrowUp');
    await expect(minuteHand).toHaveAttribute('aria-valuetext', wrongTime);
    await page.keyboard.press('Enter');
    await expectFeedback(page, 'wrong');
    await expectLives(page, 3 - attempt);
    if (attempt < 3) {
      // The same exercise again, its hands back at 12:00.
      await nextExercise(page);
      await expectExercise(page, 2);
    }
  }

  // Out of lives: "Next" leads to the completed screen.
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectLostRound(page, 300);
  await playAgain(page);
});
