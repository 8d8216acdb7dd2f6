import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { apiSend, createFamily, signInByApi, studentId, uniqueName } from '../support/api';
import { accessibilityViolations } from '../support/axe';
import { signIn } from '../support/session';
import { earlierEvaluation, takeTest } from '../support/study-by-api';

/*
 * A tutor on a phone: every table of theirs folds into one card per row, each value named by
 * its column and every button of a row on the screen, with nothing to scroll sideways.
 */

const PHONE = { width: 390, height: 844 };
const mathId = 101;

test.use({ viewport: PHONE });

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A name that starts with the column's header and a colon. The header's letters and figures
 * are matched, not what lies between them: a header drawn on three lines (an evaluation's
 * date and type) is one line in a card.
 */
function namedBy(header: string) {
  const between = '[^\\p{L}\\p{N}]*';
  const letters = Array.from(header.replace(/[^\p{L}\p{N}]/gu, ''), escapeRegExp);
  return new RegExp(`^${letters.join(between)}${between}:`, 'u');
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, 'the page is no wider than the phone').toBeLessThanOrEqual(PHONE.width);
}

/** Shown, and all of it within the phone's width (not cut off, nor scrolled out of sight). */
async function expectWithinWidth(locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  // Asked again while the screen settles (a line redrawn once its data arrives).
  await expect(async () => {
    const box = await locator.boundingBox();
    expect(box, what).not.toBeNull();
    expect(box!.x, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${what} ends on the screen`).toBeLessThanOrEqual(
      PHONE.width + 0.5,
    );
  }).toPass({ timeout: 5_000 });
}

/**
 * A button or link that can be pressed where it is: on the screen with all of its words (none
 * cut short), enabled and not covered.
 */
async function expectPressable(control: Locator, what: string) {
  await expectWithinWidth(control, what);
  const cutShort = await control.evaluate((element) =>
    [element, ...Array.from(element.querySelectorAll('*'))].some(
      (part) => part instanceof HTMLElement && part.scrollWidth > part.clientWidth + 1,
    ),
  );
  expect(cutShort, `${what} shows all of its words`).toBe(false);
  await control.click({ trial: true });
}

/**
 * Every line of the table: each cell on the screen and named by its column ("Grade: Grade 1"),
 * each button or link in it pressable, and the controls of the headers (sorting) too. A line
 * opened under another one (a test's answers) spans the columns and is checked as a whole.
 */
async function expectFolded(table: Locator, name: string) {
  await expect(table, name).toBeVisible();
  const headers = (await table.locator(':scope > thead > tr > th').allTextContents()).map(
    (header) => header.trim(),
  );
  for (const control of await table.locator(':scope > thead').getByRole('button').all()) {
    await expectPressable(control, `${name}: the header button ${await control.textContent()}`);
  }
  const rows = await table.locator(':scope > tbody > tr, :scope > tfoot > tr').all();
  expect(rows.length, `${name} has lines`).toBeGreaterThan(0);
  for (const row of rows) {
    await expectWithinWidth(row, `${name}: a line`);
    const cells = await row.locator(':scope > td, :scope > th').all();
    if (cells.length !== headers.length) continue;
    for (const [index, cell] of cells.entries()) {
      const header = headers[index] ?? '';
      const empty = await cell.evaluate(
        (element) =>
          (element.textContent ?? '').trim() === '' &&
          !element.querySelector('button, a, input, select'),
      );
      if (empty) continue;
      const what = `${name}: ${header}`;
      await expectWithinWidth(cell, what);
      await expect(cell, what).toHaveAccessibleName(namedBy(header));
      for (const control of await cell.locator('button, a[href], select').all()) {
        await expectPressable(control, `${what}, ${await control.textContent()}`);
      }
    }
  }
}

async function expectEveryTableFolded(page: Page, screen: string) {
  await expect(
    page.getByRole('main').getByRole('table').first(),
    `${screen} shows a table`,
  ).toBeVisible();
  const tables = await page.getByRole('main').getByRole('table').all();
  for (const [index, table] of tables.entries()) {
    await expectFolded(table, `${screen}, table ${index + 1}`);
  }
  await expectNoSidewaysScroll(page);
}

/** A family whose student passed the first topic's test (8 of 10), as the API lets it. */
async function familyWithATest() {
  const family = await createFamily();
  await takeTest(await signInByApi(family.student), 8);
  return { ...family, id: await studentId(family.tutor, family.student) };
}

test('on a phone the Children table shows every column and the actions of each child', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { tutor } = await familyWithATest();
  await signIn(page, tutor);
  await expect(page).toHaveURL(/\/students$/);
  const table = page.getByRole('table', { name: 'Your students' });
  const row = table.getByRole('row', { name: /Ana Journey/ });
  await expect(row).toBeVisible();

  // The columns the report found cut off: each value on the screen, named by its column.
  for (const [column, value] of [
    ['Grade', 'Grade 1'],
    ['Progress', /^\d+%$/],
    ['Last test', '80% (B-)'],
    ['Activity today', /^\d\d:\d\d:\d\d$/],
  ] as const) {
    await expectWithinWidth(row.getByText(value), `${column} of Ana`);
    await expect(row.getByRole('cell', { name: namedBy(column) })).toContainText(value);
  }
  await expectWithinWidth(
    row.getByRole('progressbar', { name: 'Overall progress of Ana Journey' }),
    'the progress bar of Ana',
  );
  await expectFolded(table, 'Children');
  await expectNoSidewaysScroll(page);
  // The cards are still a table to assistive technology, with nothing for axe to find.
  expect(await accessibilityViolations(page)).toEqual([]);

  // The row's menu opens from its card, its items on the screen.
  await row.getByRole('button', { name: 'Actions for Ana Journey' }).click();
  for (const item of ['Edit', 'Reports', 'Evaluate', 'Delete']) {
    await expectWithinWidth(page.getByRole('menuitem', { name: item }), `the menu item ${item}`);
  }
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports of Ana Journey' })).toBeVisible();
});

test('on a phone every report of a child fits, with its buttons at hand', async ({ page }) => {
  test.setTimeout(120_000);
  const { tutor, id } = await familyWithATest();
  await signIn(page, tutor, { at: `/students/${id}/reports` });

  await expect(page.getByRole('heading', { name: 'Progress', level: 2 })).toBeVisible();
  await expectEveryTableFolded(page, 'Progress');
  // Every report can be reached: the tabs wrap rather than run off the screen.
  const reports = page.getByRole('navigation', { name: 'Reports' }).getByRole('link');
  await expect(reports).toHaveCount(6);
  for (const report of await reports.all())
    await expectPressable(report, `the ${await report.innerText()} tab`);

  await page.goto(`/students/${id}/reports/tests`);
  await expect(page.getByRole('heading', { name: 'Tests', level: 2 })).toBeVisible();
  await expectEveryTableFolded(page, 'Tests');
  await page.getByRole('button', { name: /^Show answers/ }).click();
  await expectWithinWidth(page.getByRole('heading', { name: /^Answers: / }), 'the answers');
  await expectNoSidewaysScroll(page);

  await page.goto(`/students/${id}/reports/daily`);
  await expect(page.getByRole('heading', { name: 'Daily activity', level: 2 })).toBeVisible();
  await expect(page.getByText('4 of 4 correct, passed').first()).toBeAttached();
  await expectEveryTableFolded(page, 'Daily activity');

  // A calendar keeps its weeks; it must still fit.
  await page.goto(`/students/${id}/reports/attendance`);
  await expect(page.getByRole('heading', { name: 'Attendance', level: 2 })).toBeVisible();
  await expect(page.getByText('Present').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('on a phone the evaluations, their results, topics, test settings and tutors fit', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { tutor, student, id } = await familyWithATest();
  await earlierEvaluation(tutor, student, id);
  const finished = await earlierEvaluation(tutor, student, id);
  const assigned = await apiSend<{ id: number }>('POST', '/evaluations', await signInByApi(tutor), {
    student_id: id,
    grade_id: 1,
    subject_ids: [mathId],
    type: 'light',
  });
  await signIn(page, tutor, { at: '/evaluation' });

  const list = page.getByRole('table', { name: 'Evaluations, newest first' });
  await expect(list.getByRole('row', { name: /Ana Journey/ })).toHaveCount(3);
  await expectFolded(list, 'Evaluations');
  await expectNoSidewaysScroll(page);
  await list.getByRole('button', { name: /^Delete the evaluation of Ana Journey/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto(`/evaluation/${finished}`);
  await expect(page.getByRole('heading', { name: 'Results by subject' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: /in this evaluation and earlier ones/ }),
  ).toBeVisible();
  await expectEveryTableFolded(page, 'A finished evaluation');

  await page.goto(`/evaluation/${assigned.id}`);
  await expect(page.getByRole('heading', { name: 'Evaluation of Ana Journey' })).toBeVisible();
  await expectEveryTableFolded(page, 'An evaluation to take');

  await page.goto('/settings');
  await expect(page.getByRole('table', { name: 'Test settings of your students' })).toBeVisible();
  await expectEveryTableFolded(page, 'Test settings');
  await expectWithinWidth(
    page.getByRole('switch', { name: 'Tests for Ana Journey' }),
    'the switch',
  );

  // Not tables, but the brief's other tutor lists: they must fit as well.
  await page.goto(`/manage-content-by-grade?student=${id}`);
  await expect(page.getByRole('heading', { name: 'Topics by grade' })).toBeVisible();
  await expectWithinWidth(page.getByRole('switch').first(), 'the switch of a topic');
  await expectPressable(page.getByRole('button', { name: /^Turn all/ }).first(), 'a grade button');
  await expectNoSidewaysScroll(page);

  await page.goto('/tutors');
  const tutors = page.getByRole('list', { name: 'Tutors of your account' });
  await expectWithinWidth(tutors.getByRole('listitem').first(), 'a tutor card');
  await expectPressable(tutors.getByRole('link').first(), 'the tutor link');
  await expectNoSidewaysScroll(page);
});

test("on a phone a file's rows before the import, and the help's CSV columns, fit", async ({
  page,
}) => {
  const { tutor } = await createFamily();
  await signIn(page, tutor, { at: '/students/import' });

  await page.locator('input[type="file"]').setInputFiles({
    name: 'students.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'firstname,lastname,username,password,grade,school\r\n' +
        `Leo,Pérez,${uniqueName('leo')},secret1,4,Lincoln Elementary\r\n` +
        `Mía,Soto,${uniqueName('mia')},abc,13,Oak School\r\n`,
    ),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const rows = page.getByRole('table', { name: 'Rows of the file' });
  await expect(rows.getByText('Password must have at least 6 characters')).toBeVisible();
  await expectFolded(rows, 'Rows of the file');
  await expectNoSidewaysScroll(page);

  await page.goto('/help');
  await page.getByRole('button', { name: /^Import students from a CSV file/ }).click();
  await expectFolded(page.getByRole('table', { name: 'Columns of the CSV file' }), 'CSV columns');
  await expectNoSidewaysScroll(page);
});
