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
import type { ExpandedFormProblem } from '../../../apps/web/src/games/expanded-form/problems';
import { generateProblem } from '../../../apps/web/src/games/expanded-form/problems';

/** The column names level 1 shows in English, which name their spin buttons. */
const COLUMN_NAMES: Partial<Record<ExpandedFormProblem['places'][number], string>> = {
  tens: 'Tens',
  ones: 'Ones',
};

/**
 * Builds the number with the keyboard only: the first column has the focus, the up arrow adds a
 * block, Tab goes to the next column and Enter checks.
 */
async function buildWithKeyboard(page: Page, problem: ExpandedFormProblem) {
  for (const [index, place] of problem.places.entries()) {
    const column = page.getByRole('spinbutton', { name: COLUMN_NAMES[place], exact: true });
    if (index > 0) await page.keyboard.press('Tab');
    await expect(column).toBeFocused();
    const digit = problem.digits[index]!;
    for (let block = 0; block < digit; block += 1) await page.keyboard.press('ArrowUp');
    await expect(column).toHaveAttribute('aria-valuenow', String(digit));
  }
  await page.keyboard.press('Enter');
}

/** Types a part that is not the missing one, the way a child would, and presses Enter. */
async function typeWrongPart(page: Page, answer: number) {
  await expect(page.getByRole('textbox', { name: 'Missing part' })).toBeFocused();
  await page.keyboard.type(String(answer + 1));
  await page.keyboard.press('Enter');
  await expectFeedback(page, 'wrong');
}

test('expanded-form: played with the keyboard, one right, one wrong, lost, played again', async ({
  page,
}) => {
  await startFreshGame(page, 'expanded-form');

  // Exercise 1 of level 1 builds a two-digit number from rods and cubes.
  const first = generateProblem(0, 0, GAME_SEED);
  expect(first.mode).toBe('build');
  await expect(page.getByText(`Build ${first.value} with blocks.`)).toBeVisible();
  await buildWithKeyboard(page, first);
  await expectFeedback(page, 'right');
  await expectScore(page, 300);
  await expect(page.getByTestId('expanded-form-solution')).toContainText(`${first.value} = `);

  await nextExercise(page);
  await expectExercise(page, 2);
  await saveScreenshot(page, 'expanded-form');
  await expectNoSeriousViolations(page);

  // Exercise 2 asks for the missing part of a sum, such as "51 = ? + 1".
  const second = generateProblem(0, 1, GAME_SEED);
  if (second.mode !== 'blank') throw new Error('exercise 2 of level 1 fills a blank');
  await expect(page.getByText('Which part is missing?')).toBeVisible();

  // Enter with nothing typed is not an answer yet: no life lost.
  await expect(page.getByRole('textbox', { name: 'Missing part' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectFeedback(page, 'invalid');
  await expectLives(page, 3);

  await typeWrongPart(page, second.answer);
  await expectLives(page, 2);
  await nextExercise(page);
  await expectExercise(page, 2);

  await typeWrongPart(page, second.answer);
  await expectLives(page, 1);
  await nextExercise(page);

  await typeWrongPart(page, second.answer);
  await expectLives(page, 0);
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectLostRound(page, 300);

  await playAgain(page);
  const again = generateProblem(0, 0, GAME_SEED + 1);
  await expect(page.getByText(`Build ${again.value} with blocks.`)).toBeVisible();
});
