import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import {
  answered,
  capitalItem,
  capitalReview,
  testAttempt,
} from '../../../test/assessment-fixtures';
import { mockFetch } from '../../../test/fetch-mock';
import { cardLabels, columnNames } from '../../../test/card-labels';
import {
  captureDownload,
  leo,
  parseCsv,
  renderReports,
  runInTestTimeZone,
  tableOnScreen,
  testSummary,
} from '../report-test-kit';
import { setupUser } from '../../../test/user';

runInTestTimeZone();

const newest = testSummary({
  id: 12,
  cluster_title: 'Decimals',
  finished_at: '2026-11-05T16:30:00.000Z',
  correct_count: 9,
  percentage: 90,
  letter_grade: 'A-',
});
const older = testSummary({ id: 11, percentage: 66.67, letter_grade: 'D', correct_count: 7 });
const unfinished = testSummary({
  id: 10,
  subject_name: 'Science',
  cluster_title: 'Plants',
  started_at: '2026-10-20T14:00:00.000Z',
  finished_at: null,
  correct_count: 2,
  percentage: null,
  letter_grade: null,
});

const review = testAttempt({
  id: 12,
  status: 'finished',
  current: null,
  finished_at: '2026-11-05T16:30:00.000Z',
  questions: [
    answered(1, capitalItem, { type: 'single_choice', choice_id: 'c3' }, capitalReview('c3')),
    answered(
      2,
      { ...capitalItem, id: 'capital-2' },
      { type: 'single_choice', choice_id: 'c1' },
      {
        ...capitalReview('c1'),
        id: 'capital-2',
      },
    ),
  ],
});

describe('the tests report', () => {
  it('lists every test newest first with percentage and letter grade', async () => {
    const { requests } = mockFetch({
      'POST /get-user': { body: leo },
      'GET /tests': { body: { items: [newest, older, unfinished], total: 3 } },
    });
    renderReports('/students/7/reports/tests');
    const table = await screen.findByRole('table', { name: 'Tests of Leo Pérez, newest first' });
    expect(tableOnScreen(table, { dropLast: true })).toEqual([
      ['Date', 'Subject', 'Topic', 'Correct answers', 'Percentage', 'Grade'],
      ['Nov 5, 2026, 10:30 AM', 'Mathematics', 'Decimals', '9 of 10', '90%', 'A-'],
      ['Nov 3, 2026, 9:12 AM', 'Mathematics', 'Fractions', '7 of 10', '66.67%', 'D'],
      ['Oct 20, 2026, 8:00 AM', 'Science', 'Plants', '2 of 10', '—', 'Not finished'],
    ]);
    const query = requests.find((request) => request.url.pathname === '/tests')!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ student_id: '7', limit: '50', offset: '0' });
    // Only a finished test has answers to show.
    expect(screen.getAllByRole('button', { name: /^Show answers/ })).toHaveLength(2);
    // On a phone each test is a card, every value after its column's name.
    const columns = columnNames(table);
    expect(columns.at(-1)).toBe('Answers');
    expect(cardLabels(table)).toEqual([columns, columns, [...columns.slice(0, -1), null]]);
  });

  it('opens a test to its question-by-question review and closes it again', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'POST /get-user': { body: leo },
      'GET /tests': { body: { items: [newest, older], total: 2 } },
      'GET /tests/12': { body: review },
    });
    renderReports('/students/7/reports/tests');
    const show = await screen.findByRole('button', {
      name: 'Show answers: Answers of the test on Decimals, Nov 5, 2026, 10:30 AM',
    });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);

    expect(await screen.findByRole('heading', { name: 'Answers: Decimals' })).toBeVisible();
    expect(await screen.findByRole('button', { name: /Question 1: correct/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Question 2: incorrect/ })).toBeVisible();
    expect(requests.filter((request) => request.url.pathname === '/tests/12')).toHaveLength(1);
    const hide = screen.getByRole('button', { name: /^Hide answers: .*Decimals/ });
    expect(hide).toHaveAttribute('aria-expanded', 'true');

    await user.click(hide);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Answers: Decimals' })).not.toBeInTheDocument(),
    );
  });

  it('exports every test, loading the pages not shown yet, as the table shows them', async () => {
    const user = setupUser();
    const first = Array.from({ length: 50 }, (_, index) =>
      testSummary({ id: 100 - index, cluster_title: `Topic ${100 - index}` }),
    );
    mockFetch({
      'POST /get-user': { body: leo },
      'GET /tests': ({ url }) => ({
        body:
          url.searchParams.get('offset') === '50'
            ? { items: [unfinished], total: 51 }
            : { items: first, total: 51 },
      }),
    });
    const download = captureDownload();
    renderReports('/students/7/reports/tests');
    const table = await screen.findByRole('table');
    expect(tableOnScreen(table)).toHaveLength(1 + 50);
    expect(screen.getByRole('button', { name: 'Show more tests' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download.count()).toBe(1));
    const file = await download.last();
    expect(file.name).toMatch(/^leo-tests-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = parseCsv(file.text);
    expect(lines).toHaveLength(1 + 51);
    // The rest is on screen too, and the file holds exactly what the table shows.
    await waitFor(() => expect(tableOnScreen(table)).toHaveLength(1 + 51));
    expect(lines).toEqual(tableOnScreen(table, { dropLast: true }));
    expect(screen.queryByRole('button', { name: 'Show more tests' })).not.toBeInTheDocument();
  });

  it('says when the student has taken no test yet', async () => {
    mockFetch({
      'POST /get-user': { body: leo },
      'GET /tests': { body: { items: [], total: 0 } },
    });
    renderReports('/students/7/reports/tests');
    expect(await screen.findByRole('heading', { name: 'No tests yet' })).toBeVisible();
    expect(
      screen.getByText(
        'Leo Pérez has not taken a test yet. A test comes at the end of each topic.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('shows the error with a way to try again', async () => {
    const user = setupUser();
    let fail = true;
    mockFetch({
      'POST /get-user': { body: leo },
      'GET /tests': () =>
        fail
          ? { status: 500, body: { error: 'internal', message: 'Something went wrong.' } }
          : { body: { items: [newest], total: 1 } },
    });
    renderReports('/students/7/reports/tests');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something went wrong.')).toBeVisible();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });

  it('speaks Spanish', async () => {
    mockFetch({
      'POST /get-user': { body: leo },
      'GET /tests': { body: { items: [older], total: 1 } },
    });
    await i18n.changeLanguage('es');
    renderReports('/students/7/reports/tests');
    const table = await screen.findByRole('table', {
      name: 'Pruebas de Leo Pérez, de la más reciente a la más antigua',
    });
    expect(tableOnScreen(table, { dropLast: true })[1]).toEqual([
      '3 nov 2026, 9:12',
      'Mathematics',
      'Fractions',
      '7 de 10',
      '66,67 %',
      'D',
    ]);
  });
});
