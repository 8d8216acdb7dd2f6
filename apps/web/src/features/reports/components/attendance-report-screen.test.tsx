import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { monthOfDay, todayIso } from '../dates';
import {
  attendanceReport,
  captureDownload,
  leo,
  parseCsv,
  renderReports,
  runInTestTimeZone,
  TEST_TIME_ZONE,
} from '../report-test-kit';
import { setupUser } from '../../../test/user';

runInTestTimeZone();

const PATH = '/students/7/reports/attendance';
const askedMonths = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.url.pathname === '/students/7/reports/attendance')
    .map((request) => request.url.searchParams.get('month'));

function mockAttendance() {
  return mockFetch({
    'POST /get-user': { body: leo },
    'GET /students/7/reports/attendance': ({ url }) => {
      const month = url.searchParams.get('month')!;
      return {
        body:
          month === '2026-11'
            ? attendanceReport()
            : attendanceReport({
                month,
                days_present: 0,
                total_seconds: 0,
                days: [],
                days_in_month: 31,
              }),
      };
    },
  });
}

/** The calendar's day cells, by date. */
function dayCell(calendar: HTMLElement, date: string) {
  const cell = calendar.querySelector<HTMLElement>(`td[data-date="${date}"]`);
  if (!cell) throw new Error(`No day ${date} on the calendar`);
  return cell;
}

describe('the attendance calendar', () => {
  it('marks the days with study with a check and their time, and adds up the month', async () => {
    const { requests } = mockAttendance();
    renderReports(`${PATH}?month=2026-11`);
    const calendar = await screen.findByRole('table', { name: 'Attendance in November 2026' });
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeVisible();

    // Weeks start on Sunday in English; November 1, 2026 is a Sunday.
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'SunSunday',
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
    ]);
    const present = dayCell(calendar, '2026-11-02');
    expect(present).toHaveTextContent('2Mon, Nov 2, 2026Present01:02:05');
    expect(within(present).getByText('01:02:05')).toBeVisible();
    expect(dayCell(calendar, '2026-11-30')).toHaveTextContent('00:01:00');
    expect(dayCell(calendar, '2026-11-03')).toHaveTextContent('3Tue, Nov 3, 2026No activity');
    expect(calendar.querySelectorAll('td[data-date]')).toHaveLength(30);

    expect(screen.getByText('Days present').nextElementSibling).toHaveTextContent('2 of 30');
    expect(screen.getByText('Total time').nextElementSibling).toHaveTextContent('01:03:05');
    const query = requests.find((request) => request.url.pathname.endsWith('/attendance'))!.url
      .searchParams;
    expect(Object.fromEntries(query)).toEqual({ month: '2026-11', time_zone: TEST_TIME_ZONE });
  });

  it('exports every day of the month as the calendar shows it, with the totals', async () => {
    const user = setupUser();
    mockAttendance();
    const download = captureDownload();
    renderReports(`${PATH}?month=2026-11`);
    const calendar = await screen.findByRole('table', { name: 'Attendance in November 2026' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download.count()).toBe(1));
    const file = await download.last();
    expect(file.name).toBe('leo-attendance-2026-11.csv');

    const [header, ...lines] = parseCsv(file.text);
    expect(header).toEqual(['Date', 'Attendance', 'Time']);
    expect(lines).toHaveLength(31);
    expect(lines.at(-1)).toEqual(['Total', '2 of 30 days', '01:03:05']);
    for (const [index, [date, attendance, time]] of lines.slice(0, -1).entries()) {
      const cell = dayCell(calendar, `2026-11-${String(index + 1).padStart(2, '0')}`);
      expect(cell).toHaveTextContent(date!);
      expect(cell).toHaveTextContent(attendance!);
      if (attendance === 'Present') expect(cell).toHaveTextContent(time!);
      else expect(time).toBe('00:00:00');
    }
  });

  it('opens on this month and moves to the previous and next months', async () => {
    const user = setupUser();
    const { requests } = mockAttendance();
    const { router } = renderReports(`${PATH}?month=2026-11`);
    await screen.findByRole('table', { name: 'Attendance in November 2026' });

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: 'Attendance in December 2026' })).toBeVisible();
    expect(router.state.location.search).toBe('?month=2026-12');
    expect(screen.getByText('Leo Pérez did not study in December 2026.')).toBeVisible();
    expect(screen.getByText('Days present').nextElementSibling).toHaveTextContent('0 of 31');

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(askedMonths(requests).at(-1)).toBe('2026-10'));
    expect(askedMonths(requests)).toEqual(['2026-11', '2026-12', '2026-10']);
  });

  it('shows the current month when none is asked for', async () => {
    const { requests } = mockAttendance();
    renderReports(PATH);
    await screen.findByRole('table');
    expect(askedMonths(requests)).toEqual([monthOfDay(todayIso())]);
  });

  it('starts weeks on Monday in Spanish', async () => {
    mockAttendance();
    await i18n.changeLanguage('es');
    renderReports(`${PATH}?month=2026-11`);
    const calendar = await screen.findByRole('table', { name: 'Asistencia en Noviembre de 2026' });
    const firstWeek = within(calendar).getAllByRole('row')[1]!;
    const cells = within(firstWeek).getAllByRole('cell');
    // Sunday the 1st is the last day of the first week.
    expect(cells[6]).toHaveAttribute('data-date', '2026-11-01');
    expect(cells[0]).not.toHaveAttribute('data-date');
    expect(dayCell(calendar, '2026-11-02')).toHaveTextContent('Presente01:02:05');
  });
});
