import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import {
  captureDownload,
  leo,
  parseCsv,
  progressReport,
  renderReports,
  runInTestTimeZone,
  tableOnScreen,
} from '../report-test-kit';
import { setupUser } from '../../../test/user';

runInTestTimeZone();

const hardest = {
  cluster_id: 101,
  cluster_title: 'Decimals',
  subject_name: 'Mathematics',
  items: [
    {
      item_id: 'q1',
      source: 'quiz',
      lesson_title: 'Adding decimals',
      prompt: 'What is 0.5 + 0.25?',
      asked: 3,
      missed: 2,
      missed_percent: 66.67,
      students: 1,
    },
  ],
};

describe('the progress report', () => {
  it('shows each subject and topic with labelled bars, percentages and lesson counts', async () => {
    const { requests } = mockFetch({
      'POST /get-user': { body: leo },
      'GET /students/7/reports/progress': { body: progressReport() },
    });
    renderReports('/students/7/reports');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reports of Leo Pérez' }),
    ).toBeVisible();
    expect(screen.getByText('Grade 4 · username leo')).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Reports' });
    expect(within(tabs).getByRole('link', { name: 'Progress' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Activity time' })).toHaveAttribute(
      'href',
      '/students/7/reports/activity-time',
    );

    expect(await screen.findByRole('heading', { level: 2, name: 'Progress' })).toBeVisible();
    expect(
      screen.getByRole('progressbar', { name: 'Overall progress of Leo Pérez' }),
    ).toHaveAttribute('aria-valuenow', '45.5');
    expect(screen.getByText('45.50%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progress in Mathematics' })).toHaveAttribute(
      'aria-valuenow',
      '66.67',
    );
    expect(screen.getByRole('progressbar', { name: 'Progress in Decimals' })).toHaveAttribute(
      'aria-valuenow',
      '32',
    );

    const math = screen.getByRole('table', { name: 'Topics of Mathematics' });
    expect(tableOnScreen(math, { dropLast: true })).toEqual([
      [
        'Topic',
        'Progress',
        'Lessons completed',
        'In progress',
        'Not started',
        'Status',
        'Needs help',
      ],
      ['Fractions', '100%', '5', '0', '0', 'Completed', ''],
      ['Decimals', '32%', '2', '1', '2', 'Open', 'Adding decimals'],
      ['All topics', '66.67%', '7', '1', '2', '1 of 2 topics completed', ''],
    ]);
    const science = screen.getByRole('table', { name: 'Topics of Science' });
    expect(within(science).getByRole('rowheader', { name: 'Plants' })).toBeVisible();
    expect(within(science).getByText('Turned off')).toBeVisible();
    expect(requests.filter((request) => request.url.pathname.includes('/reports/'))).toHaveLength(
      1,
    );
  });

  it('lists the lessons the student needs help with', async () => {
    mockFetch({
      'POST /get-user': { body: leo },
      'GET /students/7/reports/progress': { body: progressReport() },
    });
    renderReports('/students/7/reports');
    const note = await screen.findByRole('note');
    expect(within(note).getByText('Needs help')).toBeVisible();
    expect(
      within(note).getByText(
        'Leo Pérez failed the quiz of this lesson 3 times or more and has not passed it yet:',
      ),
    ).toBeVisible();
    expect(within(note).getByRole('listitem')).toHaveTextContent(
      'Adding decimals (Decimals, Mathematics): failed 4 times, last on Nov 3, 2026, 9:15 AM',
    );
  });

  it('exports the same rows as the tables show', async () => {
    const user = setupUser();
    mockFetch({
      'POST /get-user': { body: leo },
      'GET /students/7/reports/progress': { body: progressReport() },
    });
    const download = captureDownload();
    renderReports('/students/7/reports');
    await screen.findByRole('table', { name: 'Topics of Mathematics' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download.count()).toBe(1));
    const file = await download.last();
    expect(file.name).toMatch(/^leo-progress-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.type).toBe('text/csv;charset=utf-8');

    const onScreen = ['Mathematics', 'Science'].flatMap((subject) => {
      const [, ...lines] = tableOnScreen(
        screen.getByRole('table', { name: `Topics of ${subject}` }),
        { dropLast: true },
      );
      return lines.map((line) => [subject, ...line]);
    });
    const [header, ...lines] = parseCsv(file.text);
    expect(header).toEqual([
      'Subject',
      ...tableOnScreen(screen.getByRole('table', { name: 'Topics of Mathematics' }), {
        dropLast: true,
      })[0]!,
    ]);
    expect(lines).toEqual(onScreen);
  });

  it("opens a topic's hardest questions, for the student or for all the tutor's students", async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'POST /get-user': { body: leo },
      'GET /students/7/reports/progress': { body: progressReport() },
      'GET /clusters/101/hardest_questions': ({ url }) => ({
        body: url.searchParams.has('student_id')
          ? hardest
          : { ...hardest, items: [{ ...hardest.items[0], asked: 9, missed: 6, students: 4 }] },
      }),
    });
    renderReports('/students/7/reports');
    await user.click(await screen.findByRole('button', { name: 'Hardest questions of Decimals' }));

    const dialog = await screen.findByRole('dialog', { name: 'Hardest questions: Decimals' });
    const table = await within(dialog).findByRole('table', {
      name: 'Most missed questions of Decimals',
    });
    expect(tableOnScreen(table)).toEqual([
      ['Question', 'Asked in', 'Missed', 'Missed %'],
      ['What is 0.5 + 0.25?', 'Quiz: Adding decimals', '2 of 3', '66.67%'],
    ]);
    const asked = requests.filter((request) => request.url.pathname.endsWith('hardest_questions'));
    expect(asked.at(-1)?.url.searchParams.get('student_id')).toBe('7');

    await user.click(within(dialog).getByRole('radio', { name: 'All my students' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('columnheader', { name: 'Students' })).toBeVisible(),
    );
    expect(within(dialog).getByRole('cell', { name: '6 of 9' })).toBeVisible();
    expect(
      requests
        .filter((request) => request.url.pathname.endsWith('hardest_questions'))
        .at(-1)
        ?.url.searchParams.has('student_id'),
    ).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when a topic has no missed questions', async () => {
    const user = setupUser();
    mockFetch({
      'POST /get-user': { body: leo },
      'GET /students/7/reports/progress': { body: progressReport() },
      'GET /clusters/100/hardest_questions': {
        body: { ...hardest, cluster_id: 100, cluster_title: 'Fractions', items: [] },
      },
    });
    renderReports('/students/7/reports');
    await user.click(await screen.findByRole('button', { name: 'Hardest questions of Fractions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hardest questions: Fractions' });
    expect(await within(dialog).findByText('No missed questions')).toBeVisible();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains that a student without a grade has no progress yet', async () => {
    mockFetch({
      'POST /get-user': { body: { ...leo, grade_id: null } },
      'GET /students/7/reports/progress': {
        status: 404,
        body: { error: 'not_found', message: 'Not found' },
      },
    });
    renderReports('/students/7/reports');
    expect(await screen.findByRole('heading', { name: 'No grade yet' })).toBeVisible();
    expect(
      screen.getByText('Give Leo Pérez a grade in their profile to follow their progress.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    mockFetch({
      'POST /get-user': { body: leo },
      'GET /students/7/reports/progress': { body: progressReport() },
    });
    await i18n.changeLanguage('es');
    renderReports('/students/7/reports');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Informes de Leo Pérez' }),
    ).toBeVisible();
    const math = await screen.findByRole('table', { name: 'Temas de Mathematics' });
    expect(within(math).getByRole('rowheader', { name: 'Todos los temas' })).toBeVisible();
    expect(within(math).getByText('66,67 %')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
  });
});

describe('the reports of someone who is not your student', () => {
  it('says the student was not found and leads back to the list', async () => {
    mockFetch({
      'POST /get-user': { status: 404, body: { error: 'not_found', message: 'Not found' } },
      'GET /students/8/reports/progress': {
        status: 404,
        body: { error: 'not_found', message: 'Not found' },
      },
    });
    renderReports('/students/8/reports');
    expect(
      await screen.findByRole('heading', { name: 'We could not find this student' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the student list' })).toHaveAttribute(
      'href',
      '/students',
    );
    expect(screen.queryByRole('navigation', { name: 'Reports' })).not.toBeInTheDocument();
  });
});
