import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createFamily } from './api';
import { seriousViolations } from './axe';
import { signIn } from './session';

/**
 * What every game journey does the same way: open a game on a fixed seed (so the journey can
 * compute the problems with the game's own generator), start it, read the score and lives, move
 * on after feedback, and check accessibility. Everything is done with the keyboard.
 */

export const GAME_SEED = 4242;

/** A game's home screen, on a fixed seed. */
function gamePath(name: string, seed = GAME_SEED) {
  return `/practices/${name}?seed=${seed}`;
}

export async function openGame(page: Page, name: string, seed = GAME_SEED) {
  await page.goto(gamePath(name, seed));
  await expectGameHome(page);
}

async function expectGameHome(page: Page) {
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeFocused();
}

/**
 * A new student opens the game's home screen (checked by axe) and starts the first round on
 * the journeys' seed, from level 1.
 */
export async function startFreshGame(page: Page, name: string) {
  const { student } = await createFamily();
  await signIn(page, student, { at: gamePath(name) });
  await expectGameHome(page);
  await expectNoSeriousViolations(page);
  await startGame(page);
}

/** The home screen's Play button has the focus: Enter starts the round. */
export async function startGame(page: Page) {
  await page.getByRole('button', { name: 'Play', exact: true }).press('Enter');
  await expect(page.getByTestId('game-play')).toBeVisible();
}

export async function expectScore(page: Page, score: number) {
  await expect(page.getByTestId('game-score')).toHaveText(String(score));
}

export async function expectLives(page: Page, lives: number) {
  await expect(page.getByTestId('game-lives')).toHaveText(`${lives} of 3 lives left`);
}

export async function expectFeedback(page: Page, feedback: 'right' | 'wrong' | 'invalid') {
  await expect(page.getByTestId('game-feedback')).toHaveAttribute('data-feedback', feedback);
}

/**
 * After right or wrong, "Next" has the focus: Enter moves on without waiting. The game also
 * moves on by itself after a pause, which a slow check in between may already have let pass.
 */
export async function nextExercise(page: Page) {
  const next = page.getByRole('button', { name: 'Next', exact: true });
  try {
    await expect(next).toBeFocused({ timeout: 1_000 });
    // Pressed on the button itself, not on whatever has the focus: had the game just moved on,
    // a page-wide Enter would answer the next exercise with the fish or key that took the focus.
    await next.press('Enter', { timeout: 1_000 });
  } catch {
    // Already moved on.
  }
  await expect(page.getByTestId('game-feedback')).toHaveCount(0);
}

export async function expectExercise(page: Page, exercise: number) {
  await expect(page.getByTestId('game-exercise')).toHaveText(`Exercise ${exercise} of 5`);
}

/** The completed screen after the lives ran out. */
export async function expectLostRound(page: Page, score: number) {
  await expect(page.getByRole('heading', { name: 'Good try!' })).toBeFocused();
  await expect(page.getByTestId('game-final-score')).toHaveText(`Your score: ${score}`);
}

/** Play again from the completed screen: a fresh round with 3 lives and no points. */
export async function playAgain(page: Page) {
  await page.getByRole('button', { name: 'Play again' }).focus();
  await page.keyboard.press('Enter');
  await expectScore(page, 0);
  await expectLives(page, 3);
  await expectExercise(page, 1);
}

export async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * With UPDATE_SCREENSHOTS=1 the play screen is saved for the README
 * (docs/screenshots/games/<name>.png); otherwise nothing is written.
 */
export async function saveScreenshot(page: Page, name: string) {
  if (!process.env.UPDATE_SCREENSHOTS) return;
  const viewport = page.viewportSize();
  // Tall enough for the score, the lives and the whole scene, seen from the top.
  await page.setViewportSize({ width: 1280, height: 1100 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `../docs/screenshots/games/${name}.png` });
  if (viewport) await page.setViewportSize(viewport);
}
