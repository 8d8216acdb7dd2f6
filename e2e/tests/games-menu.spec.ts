import { expect, test } from '@playwright/test';
import { createFamily, signInByApi, studentId } from '../support/api';
import { seriousViolations } from '../support/axe';
import { activityUrl } from '../support/environment';
import { logOut, signIn } from '../support/session';
import { takeTest } from '../support/study-by-api';

const testResults = (testId: number) =>
  `/level/grade/1/1/subject/101/cluster/10101/test/results/${testId}`;

/** A won round of Soccer Goal, recorded through the activity service as the game does. */
async function recordRound(token: string) {
  const response = await fetch(`${activityUrl}/v1/game-plays`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      game: 'soccer-goal',
      level: 0,
      score: 1500,
      exercises_done: 5,
      wrong_answers: 1,
      lives_left: 2,
      won: true,
      duration_ms: 60_000,
    }),
  });
  expect(response.status).toBe(201);
}

test('a student finds the games after a test and from home, and their tutor sees each game’s record', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { tutor, student } = await createFamily();
  const id = await studentId(tutor, student);
  const token = await signInByApi(student);
  const testId = await takeTest(token, 8);
  await recordRound(token);

  await signIn(page, student, { at: testResults(testId) });
  await page.getByRole('link', { name: 'Play a game' }).click();
  await expect(page.getByRole('heading', { name: 'Time for a game', level: 1 })).toBeVisible();
  const soccer = page.getByRole('link', { name: /Soccer Goal/ });
  await expect(soccer).toContainText('Best score: 1,500');
  await expect(soccer).toContainText('Played 1 time · 1 of 5 levels won');
  expect(await seriousViolations(page), 'games after a test').toEqual([]);

  await page.goto('/');
  await page.getByRole('link', { name: /Games/ }).first().click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
  await expect(page.locator('a[href^="/practices/"]')).toHaveCount(8);
  expect(await seriousViolations(page), '/games').toEqual([]);
  await page.getByRole('link', { name: /Pumpkin Clock/ }).click();
  await expect(page).toHaveURL(/\/practices\/pumpkin-clock$/);
  await expect(page.getByRole('heading', { name: 'Pumpkin Clock', level: 1 })).toBeVisible();
  await logOut(page);

  await signIn(page, tutor, { at: `/students/${id}/reports` });
  await page.getByRole('link', { name: 'Games', exact: true }).click();
  const table = page.getByRole('table', { name: 'Practice games of Ana Journey' });
  await expect(table.getByRole('row', { name: /Soccer Goal/ })).toContainText(/1\s*1,500\s*1 of 5/);
  expect(await seriousViolations(page), 'games report').toEqual([]);
});
