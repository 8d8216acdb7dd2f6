import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createFamily } from '../support/api';
import { accessibilityViolations } from '../support/axe';
import { signIn } from '../support/session';

/*
 * A tutor's visited-views tabs: named after the child a screen is about, never more than
 * eight, and one menu instead of the row of tabs on a phone.
 */

const PHONE = { width: 390, height: 844 };
const CHILD = 'Ana Journey';

const visitedViews = (page: Page) => page.getByRole('navigation', { name: 'Visited views' });
const tabs = (page: Page) => visitedViews(page).getByRole('link');

async function openReport(page: Page, tab: string) {
  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: tab }).click();
  await expect(page.getByRole('heading', { name: tab, level: 2 })).toBeVisible();
}

test('a tutor finds their child by name on the tabs, keeps eight of them, and gets one menu on a phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { tutor } = await createFamily();
  await signIn(page, tutor);
  await expect(page).toHaveURL(/\/students$/);
  await expect(tabs(page)).toHaveText(['Children']);

  // The child's edit screen and progress report, each opened from the child's row.
  const actions = page.getByRole('button', { name: `Actions for ${CHILD}` });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${CHILD}` })).toBeVisible();
  await expect(tabs(page)).toHaveText(['Children', `${CHILD} · Edit student`]);

  await tabs(page).filter({ hasText: 'Children' }).click();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: `Reports of ${CHILD}` })).toBeVisible();
  const progressTab = visitedViews(page).getByRole('link', {
    name: `${CHILD} · Progress report`,
  });
  await expect(progressTab).toHaveAttribute('aria-current', 'page');

  // Five more of the child's reports fill the strip to eight tabs.
  for (const report of ['Tests', 'Activity time', 'Daily activity', 'Attendance', 'Games']) {
    await openReport(page, report);
  }
  await expect(tabs(page)).toHaveText([
    'Children',
    `${CHILD} · Edit student`,
    `${CHILD} · Progress report`,
    `${CHILD} · Test results`,
    `${CHILD} · Activity time`,
    `${CHILD} · Daily activity`,
    `${CHILD} · Attendance`,
    `${CHILD} · Practice games`,
  ]);

  // A ninth and a tenth screen: still eight tabs, the oldest gone.
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(tabs(page)).toHaveCount(8);
  await expect(tabs(page).first()).toHaveText(`${CHILD} · Progress report`);
  await expect(tabs(page).last()).toHaveText('Help');
  await expect(tabs(page).last()).toHaveAttribute('aria-current', 'page');
  expect(await accessibilityViolations(page)).toEqual([]);

  // On a phone: no row of tabs, one button naming the open screen, the others in its menu.
  await page.setViewportSize(PHONE);
  await expect(tabs(page)).toHaveCount(0);
  const menuButton = visitedViews(page).getByRole('button');
  await expect(menuButton).toHaveCount(1);
  await expect(menuButton).toHaveText('Help');
  await menuButton.click();
  const menu = page.getByRole('menu');
  await expect(
    menu.getByRole('menuitem', { name: `${CHILD} · Test results`, exact: true }),
  ).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: `Close ${CHILD} · Test results` })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Help', exact: true })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The keyboard opens another view from the menu.
  await menu.getByRole('menuitem', { name: `${CHILD} · Progress report`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Reports of ${CHILD}` })).toBeVisible();
  await expect(menuButton).toHaveText(`${CHILD} · Progress report`);
  await expect(page.getByRole('menu')).toHaveCount(0);
});
