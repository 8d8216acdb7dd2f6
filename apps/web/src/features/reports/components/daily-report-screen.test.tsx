import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { todayIso } from '../dates';
import {
  captureDownload,
  dailyReport,
  leo,
  parseCsv,
  renderReports,
  runInTestTimeZone,
  TEST_TIME_ZONE,
  tableOnScreen,
} from '../report-test-kit';
import { setupUser } from '../../../test/user';

runInTestTimeZone();

const PATH = '/students/7/reports/daily';
const askedDates = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.url.pathname === '/students/7/reports/daily')
    .map((request) => request.url.searchParams.get('date'));

function mockDaily() {
  return mockFetch({
    'POST /get-user': { body: leo },
    'GET /students/7/reports/daily': ({ url }) => ({
      body: dailyReport({ date: url.searchParams.get('date')! }),
    }),
  });
}

describe('the daily activity report', () => {
  it("shows the day's totals and its events in order, with local times, kinds and results", async () => {
    const { requests } = mockDaily();
    renderReports(`${PATH}?date=2026-11-03`);

    const table = await screen.findByRole('table', {
      name: 'What Leo Pérez did on November 3, 2026',
    });
    expect(tableOnScreen(table)).toEqual([
      ['Time', 'Activity', 'Title', 'Subject', 'Active time', 'Result'],
      ['9:00 AM – 10:05 AM', 'Session', 'Signed in', '—', '01:02:05', '—'],
      ['9:02 AM – 9:20 AM', 'Lesson', 'Adding decimals', 'Mathematics', '00:16:55', 'Completed'],
      [
        '9:21 AM – 9:25 AM',
        'Quiz',
        'Adding decimals',
        'Mathematics',
        '—',
        '2 of 4 correct, not passed',
      ],
      ['9:40 AM (not finished)', 'Test', 'Decimals', 'Mathematics', '—', 'Not finished'],
    ]);
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(figure('Time studied')).toHaveTextContent('01:02:05');
    expect(figure('Lessons opened')).toHaveTextContent('1');
    expect(figure('Lessons completed')).toHaveTextContent('1');
    expect(figure('Quizzes')).toHaveTextContent('1');
    expect(figure('Tests')).toHaveTextContent('1');

    const query = requests.find((request) => request.url.pathname.endsWith('/daily'))!.url
      .searchParams;
    expect(Object.fromEntries(query)).toEqual({ date: '2026-11-03', time_zone: TEST_TIME_ZONE });
  });

  it('exports the same rows as the timeline shows', async () => {
    const user = setupUser();
    mockDaily();
    const download = captureDownload();
    renderReports(`${PATH}?date=2026-11-03`);
    const table = await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download.count()).toBe(1));
    const file = await download.last();
    expect(file.name).toBe('leo-daily-2026-11-03.csv');
    expect(parseCsv(file.text)).toEqual(tableOnScreen(table));
  });

  it('opens on today and moves by day, by typed date and back to today', async () => {
    const user = setupUser();
    const { requests } = mockDaily();
    const { router } = renderReports(PATH);
    await screen.findByRole('table');
    expect(askedDates(requests)).toEqual([todayIso()]);
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();

    // Re-read each time: the calendar's field takes the typed one's place when it arrives.
    const date = () => screen.getByRole('textbox', { name: 'Date' });
    await user.clear(date());
    await user.type(date(), '2026/11/03');
    await user.tab();
    await waitFor(() => expect(askedDates(requests).at(-1)).toBe('2026-11-03'));
    expect(date()).toHaveValue('11/03/2026');

    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(askedDates(requests).at(-1)).toBe('2026-11-02'));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(askedDates(requests).at(-1)).toBe('2026-11-04'));
    expect(router.state.location.search).toBe('?date=2026-11-04');

    await user.clear(date());
    await user.type(date(), '10/30/2026');
    await user.tab();
    await waitFor(() => expect(askedDates(requests).at(-1)).toBe('2026-10-30'));

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?date=${todayIso()}`));
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
  });

  it('says when the student did nothing that day', async () => {
    mockFetch({
      'POST /get-user': { body: leo },
      'GET /students/7/reports/daily': {
        body: dailyReport({
          total_seconds: 0,
          lessons_opened: 0,
          lessons_completed: 0,
          quizzes: 0,
          tests: 0,
          events: [],
        }),
      },
    });
    renderReports(`${PATH}?date=2026-11-03`);
    expect(await screen.findByRole('heading', { name: 'No activity on this day' })).toBeVisible();
    expect(screen.getByText('Leo Pérez did not study on November 3, 2026.')).toBeVisible();
    expect(screen.getByText('Time studied').nextElementSibling).toHaveTextContent('00:00:00');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Spanish, with day-first dates and a 24-hour clock', async () => {
    mockDaily();
    await i18n.changeLanguage('es');
    renderReports(`${PATH}?date=2026-11-03`);
    const table = await screen.findByRole('table', {
      name: 'Lo que hizo Leo Pérez el 3 de noviembre de 2026',
    });
    expect(tableOnScreen(table)[3]).toEqual([
      '9:21 – 9:25',
      'Cuestionario',
      'Adding decimals',
      'Mathematics',
      '—',
      '2 de 4 correctas, no aprobado',
    ]);
    expect(screen.getByRole('textbox', { name: 'Fecha' })).toHaveValue('03/11/2026');
  });
});
