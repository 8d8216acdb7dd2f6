import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { lastDays } from '../dates';
import {
  activityTimeReport,
  captureDownload,
  leo,
  parseCsv,
  renderReports,
  runInTestTimeZone,
  TEST_TIME_ZONE,
  tableOnScreen,
} from '../report-test-kit';
import { setupUser } from '../../../test/user';

runInTestTimeZone();

const PATH = '/students/7/reports/activity-time';
const reportRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url.pathname === '/students/7/reports/activity_time');
const lastRange = (requests: RecordedRequest[]) => {
  const query = reportRequests(requests).at(-1)?.url.searchParams;
  return query ? { from: query.get('from'), to: query.get('to') } : null;
};

function mockReport() {
  return mockFetch({
    'POST /get-user': { body: leo },
    'GET /students/7/reports/activity_time': ({ url }) => ({
      body: activityTimeReport({
        from: url.searchParams.get('from')!,
        to: url.searchParams.get('to')!,
      }),
    }),
  });
}

describe('the activity time report', () => {
  it('shows time per day and per subject as HH:mm:ss, with the totals per subject', async () => {
    const { requests } = mockReport();
    renderReports(`${PATH}?from=2026-11-01&to=2026-11-03`);

    const table = await screen.findByRole('table', {
      name: 'Time per day, November 1, 2026 to November 3, 2026',
    });
    expect(tableOnScreen(table)).toEqual([
      ['Date', 'Total', 'Mathematics', 'Science', 'Outside subjects'],
      ['Sun, Nov 1, 2026', '01:02:05', '00:50:00', '00:10:00', '00:02:05'],
      ['Mon, Nov 2, 2026', '00:00:00', '00:00:00', '00:00:00', '00:00:00'],
      ['Tue, Nov 3, 2026', '00:00:59', '00:00:59', '00:00:00', '00:00:00'],
      ['Total', '01:03:04', '00:50:59', '00:10:00', '00:02:05'],
    ]);
    expect(screen.getByText('Total time').nextElementSibling).toHaveTextContent('01:03:04');
    expect(screen.getByText('Days with activity').nextElementSibling).toHaveTextContent('2 of 3');
    expect(
      screen.getByRole('figure', {
        name: 'Time per day by subject, November 1, 2026 to November 3, 2026. The table below has the same figures.',
      }),
    ).toBeVisible();

    const query = reportRequests(requests)[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      from: '2026-11-01',
      to: '2026-11-03',
      time_zone: TEST_TIME_ZONE,
    });
  });

  it('exports the same rows as the table shows, named after the student and the range', async () => {
    const user = setupUser();
    mockReport();
    const download = captureDownload();
    renderReports(`${PATH}?from=2026-11-01&to=2026-11-03`);
    const table = await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download.count()).toBe(1));
    const file = await download.last();
    expect(file.name).toBe('leo-activity-time-2026-11-01-2026-11-03.csv');
    // A byte order mark first, so spreadsheets read the file as UTF-8.
    expect(file.bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(file.text)).toEqual(tableOnScreen(table));
  });

  it('accepts dates typed as L, YYYY-MM-DD and YYYY/MM/DD', async () => {
    const user = setupUser();
    const { requests } = mockReport();
    const { router } = renderReports(`${PATH}?from=2026-11-01&to=2026-11-03`);
    await screen.findByRole('table');
    // Re-read each time: the calendar's field takes the typed one's place when it arrives.
    const from = () => screen.getByRole('textbox', { name: 'From' });
    // Re-read each time: the calendar's field takes the typed one's place when it arrives.
    const to = () => screen.getByRole('textbox', { name: 'To' });
    expect(from()).toHaveValue('11/01/2026');
    expect(screen.getByText('For example 11/01/2026, 2026-11-01 or 2026/11/01')).toBeVisible();

    await user.clear(from());
    await user.type(from(), '10/25/2026');
    await user.tab();
    await waitFor(() =>
      expect(lastRange(requests)).toEqual({ from: '2026-10-25', to: '2026-11-03' }),
    );
    expect(from()).toHaveValue('10/25/2026');

    await user.clear(to());
    await user.type(to(), '2026-10-31');
    await user.tab();
    await waitFor(() =>
      expect(lastRange(requests)).toEqual({ from: '2026-10-25', to: '2026-10-31' }),
    );
    expect(to()).toHaveValue('10/31/2026');

    await user.clear(from());
    await user.type(from(), '2026/10/20');
    await user.tab();
    await waitFor(() =>
      expect(lastRange(requests)).toEqual({ from: '2026-10-20', to: '2026-10-31' }),
    );
    expect(router.state.location.search).toBe('?from=2026-10-20&to=2026-10-31');

    // Something that is not a date is put back to the last good one.
    await user.clear(from());
    await user.type(from(), '31/31/2026');
    await user.tab();
    expect(from()).toHaveValue('10/20/2026');
    expect(lastRange(requests)).toEqual({ from: '2026-10-20', to: '2026-10-31' });
  });

  it('reads L day first in Spanish', async () => {
    const user = setupUser();
    const { requests } = mockReport();
    await i18n.changeLanguage('es');
    renderReports(`${PATH}?from=2026-11-01&to=2026-11-03`);
    await screen.findByRole('table');
    const from = () => screen.getByRole('textbox', { name: 'Desde' });
    expect(from()).toHaveValue('01/11/2026');
    await user.clear(from());
    await user.type(from(), '25/10/2026');
    await user.tab();
    await waitFor(() =>
      expect(lastRange(requests)).toEqual({ from: '2026-10-25', to: '2026-11-03' }),
    );
    expect(screen.getByRole('columnheader', { name: 'Fuera de las materias' })).toBeVisible();
  });

  it('offers the last 7, 30 and 90 days, the last 7 by default', async () => {
    const user = setupUser();
    const { requests } = mockReport();
    const { router } = renderReports(PATH);
    await screen.findByRole('table');
    expect(lastRange(requests)).toEqual(lastDays(7));
    const presets = screen.getByRole('group', { name: 'Quick ranges' });
    expect(within(presets).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(presets).getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(lastRange(requests)).toEqual(lastDays(30)));
    expect(within(presets).getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(presets).getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() => expect(lastRange(requests)).toEqual(lastDays(90)));
    const { from, to } = lastDays(90);
    expect(router.state.location.search).toBe(`?from=${from}&to=${to}`);
  });

  it('explains a range that ends before it starts, without asking the server', async () => {
    const { requests } = mockReport();
    renderReports(`${PATH}?from=2026-11-05&to=2026-11-01`);
    expect(
      await screen.findByText('The end date must be on or after the start date'),
    ).toBeVisible();
    expect(reportRequests(requests)).toHaveLength(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the student did not study in the range', async () => {
    mockFetch({
      'POST /get-user': { body: leo },
      'GET /students/7/reports/activity_time': {
        body: activityTimeReport({
          from: '2026-11-01',
          to: '2026-11-01',
          total_seconds: 0,
          subjects: [],
          days: [{ date: '2026-11-01', seconds: 0, subjects: [] }],
        }),
      },
    });
    renderReports(`${PATH}?from=2026-11-01&to=2026-11-01`);
    expect(await screen.findByRole('heading', { name: 'No activity in these days' })).toBeVisible();
    expect(
      screen.getByText(
        'Leo Pérez did not study between November 1, 2026 and November 1, 2026. Choose other dates.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
