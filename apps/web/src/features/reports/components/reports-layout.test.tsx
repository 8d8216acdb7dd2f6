import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { attendanceReport, leo, progressReport, renderReports } from '../report-test-kit';
import { setupUser } from '../../../test/user';

function mockStudent() {
  return mockFetch({
    'GET /users/me': { body: currentUser('tutor') },
    'POST /get-user': { body: leo },
    'GET /students/7/reports/progress': { body: progressReport() },
    'GET /students/7/reports/attendance': { body: attendanceReport() },
    'GET /tests': { body: { items: [], total: 0 } },
  });
}

describe("a student's reports in the app", () => {
  it('sit under the student list in the breadcrumbs, named after the student', async () => {
    mockStudent();
    const app = renderApp('/students/7/reports/tests', { token: 'tutor-token' });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    await waitFor(() =>
      expect(within(crumbs).getByRole('link', { name: 'Reports of Leo Pérez' })).toHaveAttribute(
        'href',
        '/students/7/reports',
      ),
    );
    expect(within(crumbs).getByRole('link', { name: 'Children' })).toHaveAttribute(
      'href',
      '/students',
    );
    expect(within(crumbs).getByText('Tests')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'No tests yet' })).toBeVisible();
    expect(document.title).toBe('Test results - Aula');
    app.unmount();
  });

  it('keeps the student list at /students beside them', async () => {
    mockFetch({
      'GET /users/me': { body: currentUser('tutor') },
      'GET /students': { body: { items: [], total: 0, page: 1, page_size: 25 } },
    });
    const app = renderApp('/students', { token: 'tutor-token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Children' })).toBeVisible();
    app.unmount();
  });
});

describe('the reports header', () => {
  it('moves between the reports with links, each at its own address', async () => {
    const user = setupUser();
    mockStudent();
    const { router } = renderReports('/students/7/reports');
    const tabs = await screen.findByRole('navigation', { name: 'Reports' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Progress', '/students/7/reports'],
      ['Tests', '/students/7/reports/tests'],
      ['Activity time', '/students/7/reports/activity-time'],
      ['Daily activity', '/students/7/reports/daily'],
      ['Attendance', '/students/7/reports/attendance'],
      ['Games', '/students/7/reports/games'],
    ]);

    await user.click(within(tabs).getByRole('link', { name: 'Attendance' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Attendance' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/students/7/reports/attendance');
    expect(within(tabs).getByRole('link', { name: 'Attendance' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Progress' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('prints the report on screen', async () => {
    const user = setupUser();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockStudent();
    renderReports('/students/7/reports');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
