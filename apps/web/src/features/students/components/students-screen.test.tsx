import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { cardLabels, columnNames } from '../../../test/card-labels';
import { studentSummary, summaryList } from '../../../test/fixtures';
import { StudentsScreen } from './students-screen';
import { setupUser } from '../../../test/user';
import type { User } from '../../../test/user';

const tutor = currentUser('tutor');

const leo = studentSummary({
  id: 1,
  firstname: 'Leo',
  lastname: 'Pérez',
  username: 'leo',
  grade_id: 4,
  progress_percent: 45,
  last_test: {
    id: 9,
    cluster_id: 3,
    cluster_title: 'Fractions',
    percentage: 85,
    letter_grade: 'B',
    finished_at: '2025-05-03T10:00:00.000Z',
  },
  activity_seconds_today: 3725,
});
const mia = studentSummary({
  id: 2,
  firstname: 'Mía',
  lastname: 'Soto',
  username: 'mia',
  grade_id: 1,
  avatar: 'owl',
  progress_percent: 66.6666,
  last_test: null,
  activity_seconds_today: 0,
});

const listRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.url.pathname === '/students');
const lastQuery = (requests: RecordedRequest[]) => listRequests(requests).at(-1)?.url.searchParams;

function render(path = '/students', routes: RouteObject[] = []) {
  return renderScreen(<StudentsScreen />, { user: tutor, path, route: '/students', routes });
}

describe("the tutor's student list", () => {
  it('shows each student with progress, last test and activity time today', async () => {
    const { requests } = mockFetch({ 'GET /students': { body: summaryList([leo, mia]) } });
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading students…');

    const table = await screen.findByRole('table', { name: 'Your students' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Username', 'Grade', 'Progress', 'Last test', 'Activity today', 'Actions']);

    const leoRow = within(rows[1]!);
    expect(leoRow.getByText('Leo Pérez')).toBeVisible();
    expect(leoRow.getByRole('cell', { name: 'leo' })).toBeVisible();
    expect(leoRow.getByText('Grade 4')).toBeVisible();
    const leoProgress = leoRow.getByRole('progressbar', { name: 'Overall progress of Leo Pérez' });
    expect(leoProgress).toHaveAttribute('aria-valuenow', '45');
    expect(leoRow.getByText('45%')).toBeVisible();
    expect(leoRow.getByText('85% (B)')).toBeVisible();
    expect(leoRow.getByText('Fractions')).toBeVisible();
    expect(leoRow.getByText('Taken on May 3, 2025')).toBeVisible();
    expect(leoRow.getByText('01:02:05')).toBeVisible();

    const miaRow = within(rows[2]!);
    expect(miaRow.getByText('66.67%')).toBeVisible();
    expect(
      miaRow.getByRole('progressbar', { name: 'Overall progress of Mía Soto' }),
    ).toHaveAttribute('aria-valuenow', '66.67');
    expect(miaRow.getByText('No tests yet')).toBeVisible();
    expect(miaRow.getByText('00:00:00')).toBeVisible();
    // On a phone each student is a card, every value after its column's name.
    expect(cardLabels(table)).toEqual([columnNames(table), columnNames(table)]);
    expect(screen.getByText('1–2 of 2 students')).toBeVisible();

    const query = lastQuery(requests)!;
    expect(Object.fromEntries(query)).toEqual({
      sort: 'name',
      order: 'asc',
      page: '1',
      page_size: '25',
      day_start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00[+-]\d{2}:\d{2}$/),
    });
    expect(new Date(query.get('day_start')!).getHours()).toBe(0);
  });

  it('shows the figures in Spanish', async () => {
    mockFetch({ 'GET /students': { body: summaryList([leo, mia]) } });
    await i18n.changeLanguage('es');
    render();
    const table = await screen.findByRole('table', { name: 'Tus estudiantes' });
    expect(within(table).getByText('85 % (B)')).toBeVisible();
    expect(within(table).getByText('66,67 %')).toBeVisible();
    expect(within(table).getByText('Todavía no hay pruebas')).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Actividad de hoy' })).toBeVisible();
  });

  it('searches once the tutor stops typing and keeps the search in the URL', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /students': ({ url }) => ({
        body: url.searchParams.get('q') === 'mía' ? summaryList([mia]) : summaryList([leo, mia]),
      }),
    });
    const { router } = render('/students?page=2&sort=grade&order=desc');
    await screen.findByRole('table');

    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'mía');
    await waitFor(() => expect(lastQuery(requests)?.get('q')).toBe('mía'));
    // Typing three letters asks once, not once per letter.
    expect(
      listRequests(requests).filter((request) => request.url.searchParams.has('q')),
    ).toHaveLength(1);
    const query = lastQuery(requests)!;
    expect(query.get('page')).toBe('1');
    expect(query.get('sort')).toBe('grade');
    expect(query.get('order')).toBe('desc');
    expect(router.state.location.search).toBe('?q=m%C3%ADa&sort=grade&order=desc');
    await waitFor(() => expect(screen.queryByText('Leo Pérez')).not.toBeInTheDocument());
    expect(screen.getByText('Mía Soto')).toBeVisible();
  });

  it('sorts by a column header and turns the order round on a second click', async () => {
    const user = setupUser();
    const { requests } = mockFetch({ 'GET /students': { body: summaryList([leo, mia]) } });
    const { router } = render();
    const table = await screen.findByRole('table');
    const nameHeader = within(table).getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(table).getByRole('button', { name: 'Progress' }));
    await waitFor(() => expect(lastQuery(requests)?.get('sort')).toBe('progress'));
    expect(lastQuery(requests)?.get('order')).toBe('asc');
    expect(within(table).getByRole('columnheader', { name: 'Progress' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(nameHeader).not.toHaveAttribute('aria-sort');

    await user.click(within(table).getByRole('button', { name: 'Progress' }));
    await waitFor(() => expect(lastQuery(requests)?.get('order')).toBe('desc'));
    expect(within(table).getByRole('columnheader', { name: 'Progress' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(router.state.location.search).toBe('?sort=progress&order=desc');

    await user.click(within(table).getByRole('button', { name: 'Last test' }));
    await waitFor(() => expect(lastQuery(requests)?.get('sort')).toBe('last_test'));
    await user.click(within(table).getByRole('button', { name: 'Activity today' }));
    await waitFor(() => expect(lastQuery(requests)?.get('sort')).toBe('activity_today'));
  });

  it('pages through the list and keeps the current page on screen while the next loads', async () => {
    const user = setupUser();
    let releasePage2: () => void = () => {};
    const page2 = new Promise<void>((resolve) => {
      releasePage2 = resolve;
    });
    const { requests } = mockFetch({
      'GET /students': async ({ url }) => {
        if (url.searchParams.get('page') === '2') {
          await page2;
          return { body: summaryList([mia], { total: 26, page: 2 }) };
        }
        return { body: summaryList([leo], { total: 26 }) };
      },
    });
    const { router } = render();
    expect(await screen.findByText('1–25 of 26 students')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Pages of the student list' });

    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(requests)?.get('page')).toBe('2'));
    expect(router.state.location.search).toBe('?page=2');
    // Still the first page, marked as updating, until the second arrives.
    expect(screen.getByText('Leo Pérez')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Updating the list…');

    releasePage2();
    expect(await screen.findByText('Mía Soto')).toBeVisible();
    expect(screen.queryByText('Leo Pérez')).not.toBeInTheDocument();
    expect(screen.getByText('26–26 of 26 students')).toBeVisible();
  });

  it('moves back to the last page when the page asked for is past the end', async () => {
    const { requests } = mockFetch({
      'GET /students': ({ url }) => ({
        body:
          url.searchParams.get('page') === '2'
            ? summaryList([mia], { total: 26, page: 2 })
            : summaryList([], { total: 26, page: 3 }),
      }),
    });
    const { router } = render('/students?page=3');
    expect(await screen.findByText('Mía Soto')).toBeVisible();
    expect(lastQuery(requests)?.get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('offers what can be done with a student from a menu named after them', async () => {
    const user = setupUser();
    mockFetch({ 'GET /students': { body: summaryList([leo]) } });
    render('/students', [
      { path: '/students', element: null },
      { path: '/manage-content-by-grade', element: null },
      { path: '/settings', element: null },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Actions for Leo Pérez' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/students/1/edit',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Topics' })).toHaveAttribute(
      'href',
      '/manage-content-by-grade?student=1',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Test settings' })).toHaveAttribute(
      'href',
      '/settings?student=1',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  });

  it("offers the student's reports and an evaluation once those screens exist", async () => {
    const user = setupUser();
    mockFetch({ 'GET /students': { body: summaryList([leo]) } });
    render('/students', [
      { path: '/students/:studentId/reports', element: null },
      { path: '/evaluation', element: null },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Actions for Leo Pérez' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: 'Reports' })).toHaveAttribute(
      'href',
      '/students/1/reports',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Evaluate' })).toHaveAttribute(
      'href',
      '/evaluation?student=1',
    );
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Reports', 'Evaluate', 'Delete']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Reports' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/students/1/reports');
  });

  it('flags a student who needs help, with the lessons behind it', async () => {
    const user = setupUser();
    const flagged = studentSummary({
      ...leo,
      needs_help: [
        {
          lesson_id: 31,
          lesson_title: 'Adding decimals',
          cluster_id: 3,
          cluster_title: 'Decimals',
          subject_name: 'Mathematics',
          failed_quizzes: 4,
          last_failed_at: '2025-05-03T10:00:00.000Z',
        },
      ],
    });
    mockFetch({ 'GET /students': { body: summaryList([flagged, mia]) } });
    render('/students', [{ path: '/students/:studentId/reports', element: null }]);
    const table = await screen.findByRole('table', { name: 'Your students' });
    const [, leoRow, miaRow] = within(table).getAllByRole('row');
    const badge = within(leoRow!).getByRole('button', {
      name: 'Needs help: see why Leo Pérez needs help',
    });
    // Words and an icon, not colour alone.
    expect(badge).toHaveTextContent('Needs help');
    expect(badge.querySelector('svg')).not.toBeNull();
    expect(within(miaRow!).queryByText('Needs help')).not.toBeInTheDocument();

    await user.click(badge);
    const dialog = await screen.findByRole('dialog');
    // The popover fades in: wait until it shows.
    await waitFor(() => expect(dialog).toBeVisible());
    expect(within(dialog).getByText('Quizzes Leo Pérez keeps failing')).toBeVisible();
    expect(within(dialog).getByText('Failed 3 times or more and not passed yet:')).toBeVisible();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      'Adding decimals (Decimals, Mathematics): failed 4 times',
    );
    expect(within(dialog).getByRole('link', { name: 'See the progress report' })).toHaveAttribute(
      'href',
      '/students/1/reports',
    );
  });

  it('flags a student who needs help in Spanish', async () => {
    const flagged = studentSummary({
      ...leo,
      needs_help: [
        {
          lesson_id: 31,
          lesson_title: 'Sumar decimales',
          cluster_id: 3,
          cluster_title: 'Decimales',
          subject_name: 'Matemáticas',
          failed_quizzes: 3,
          last_failed_at: '2025-05-03T10:00:00.000Z',
        },
      ],
    });
    mockFetch({ 'GET /students': { body: summaryList([flagged]) } });
    await i18n.changeLanguage('es');
    render();
    expect(
      await screen.findByRole('button', {
        name: 'Necesita ayuda: ver por qué Leo Pérez necesita ayuda',
      }),
    ).toHaveTextContent('Necesita ayuda');
  });

  it('opens the menu from the keyboard and leaves out screens that do not exist', async () => {
    const user = setupUser();
    mockFetch({ 'GET /students': { body: summaryList([leo]) } });
    render();
    const trigger = await screen.findByRole('button', { name: 'Actions for Leo Pérez' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const edit = await within(menu).findByRole('menuitem', { name: 'Edit' });
    await waitFor(() => expect(edit).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Delete']);
  });
});

describe('deleting a student', () => {
  async function openDeleteDialog(user: User) {
    await user.click(await screen.findByRole('button', { name: 'Actions for Leo Pérez' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this student?' });
    // The dialog fades in: wait until it shows.
    await waitFor(() => expect(dialog).toBeVisible());
    return dialog;
  }

  it('asks first, warns that everything is lost and deletes only after confirming', async () => {
    const user = setupUser();
    let deleted = false;
    const { requests } = mockFetch({
      'GET /students': () => ({ body: summaryList(deleted ? [mia] : [leo, mia]) }),
      'DELETE /students/1': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    render();

    let dialog = await openDeleteDialog(user);
    expect(within(dialog).getByText('Leo Pérez (leo)')).toBeVisible();
    expect(
      within(dialog).getByText(
        "All of Leo Pérez's data will be deleted and cannot be recovered: progress, tests, activity time and settings.",
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    dialog = await openDeleteDialog(user);
    const before = listRequests(requests).length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Leo Pérez and all their data were deleted.')).toBeVisible();
    const deletes = requests.filter((request) => request.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.url.pathname).toBe('/students/1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Leo Pérez')).not.toBeInTheDocument());
    expect(listRequests(requests).length).toBeGreaterThan(before);
  });

  it('shows the warning in Spanish', async () => {
    const user = setupUser();
    mockFetch({ 'GET /students': { body: summaryList([leo]) } });
    await i18n.changeLanguage('es');
    render();
    await user.click(await screen.findByRole('button', { name: 'Acciones para Leo Pérez' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar a este estudiante?' });
    await waitFor(() => expect(dialog).toBeVisible());
    expect(
      within(dialog).getByText(
        'Se eliminarán todos los datos de Leo Pérez y no se podrán recuperar: progreso, pruebas, tiempo de actividad y ajustes.',
      ),
    ).toBeVisible();
  });

  it('keeps the dialog open with the error when the deletion fails', async () => {
    const user = setupUser();
    mockFetch({
      'GET /students': { body: summaryList([leo]) },
      'DELETE /students/1': {
        status: 500,
        body: { error: 'internal', message: 'Something went wrong. Please try again.' },
      },
    });
    render();
    const dialog = await openDeleteDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('Something went wrong. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Delete this student?' })).toBeVisible();
  });
});

describe('the list without rows', () => {
  it('explains the empty list and offers to register or import', async () => {
    mockFetch({ 'GET /students': { body: summaryList([]) } });
    render();
    expect(await screen.findByRole('heading', { name: 'No students yet' })).toBeVisible();
    expect(
      screen.getByText('Register your first student, or import several at once from a CSV file.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register a student' })).toHaveAttribute(
      'href',
      '/students/new',
    );
    expect(screen.getByRole('link', { name: 'Import from CSV' })).toHaveAttribute(
      'href',
      '/students/import',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('says when nobody matches the search and clears it', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /students': ({ url }) => ({
        body: url.searchParams.has('q') ? summaryList([]) : summaryList([leo]),
      }),
    });
    const { router } = render('/students?q=zoe');
    expect(await screen.findByRole('heading', { name: 'No students match “zoe”' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search students' })).toHaveValue('zoe');

    await user.click(screen.getByRole('button', { name: 'Show all students' }));
    expect(await screen.findByText('Leo Pérez')).toBeVisible();
    expect(lastQuery(requests)?.has('q')).toBe(false);
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search students' })).toHaveValue('');
  });

  it('shows the error and lets the tutor try again', async () => {
    const user = setupUser();
    let calls = 0;
    mockFetch({
      'GET /students': () => {
        calls += 1;
        return calls === 1
          ? { status: 403, body: { error: 'forbidden', message: 'Access denied' } }
          : { body: summaryList([leo]) };
      },
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'leo' })).toBeVisible();
  });
});

describe('exporting the list', () => {
  it('downloads students.csv with the search and order on screen', async () => {
    const user = setupUser();
    const createObjectURL = vi.fn(() => 'blob:students');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { requests } = mockFetch({
      'GET /students': { body: summaryList([leo]) },
      'GET /students/export': { body: 'firstname,lastname' },
    });
    render('/students?q=leo&sort=progress&order=desc');
    await screen.findByText('Leo Pérez');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const exported = requests.find((request) => request.url.pathname === '/students/export')!;
    expect(exported.headers.Authorization).toBe('Bearer test-token');
    expect(exported.headers['Accept-Language']).toBe('en');
    expect(Object.fromEntries(exported.url.searchParams)).toEqual({
      q: 'leo',
      sort: 'progress',
      order: 'desc',
      day_start: expect.stringMatching(/T00:00:00[+-]\d{2}:\d{2}$/),
    });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('students.csv');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('says so when the file cannot be made', async () => {
    const user = setupUser();
    mockFetch({
      'GET /students': { body: summaryList([leo]) },
      'GET /students/export': {
        status: 500,
        body: { error: 'internal', message: 'Something went wrong. Please try again.' },
      },
    });
    render();
    await screen.findByText('Leo Pérez');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The list could not be exported')).toBeVisible();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeVisible();
  });
});
