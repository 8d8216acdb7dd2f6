import { expect, test } from '@playwright/test';
import { createFamily, signInByApi } from '../support/api';
import { e2ePorts } from '../support/environment';
import { signIn } from '../support/session';

interface ActivityList {
  items: {
    id: number;
    scope: string;
    lesson_id: number | null;
    parent_id: number | null;
    active_seconds: number;
  }[];
  total: number;
}

test('studying a lesson records a general activity at sign-in and the lesson activity with its active seconds', async ({
  page,
}) => {
  const { student } = await createFamily();
  await signIn(page, student);
  // The home page creates the sign-in's general activity and keeps its id for this tab; a new
  // page load before that answer arrives would rightly start a second one.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('aula.activity.general')))
    .not.toBeNull();
  await page.goto('/level/grade/1/1/subject/101/cluster/10101/lesson/1010101');
  await expect(page.frameLocator('iframe[title]').getByRole('heading').first()).toBeVisible();

  // A few seconds of reading with the mouse moving; then the student leaves the lesson.
  for (let second = 0; second < 5; second += 1) {
    await page.mouse.move(100 + second * 10, 200);
    await page.waitForTimeout(1000);
  }
  await page.getByRole('link', { name: 'Home' }).first().click();

  const token = await signInByApi(student);
  const activities = async (resource: string) => {
    const response = await fetch(`http://127.0.0.1:${e2ePorts.activity}/v1/${resource}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as ActivityList;
  };
  // The lesson's seconds arrive when the student leaves it.
  await expect
    .poll(
      async () =>
        (await activities('lesson-activities?lesson_id=1010101')).items[0]?.active_seconds ?? 0,
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThanOrEqual(4);
  const all = await activities('activities');
  const general = all.items.filter((item) => item.scope === 'general');
  expect(general).toHaveLength(1);
  const lesson = all.items.find((item) => item.lesson_id === 1010101);
  expect(lesson?.parent_id).toBe(general[0]!.id);
});
