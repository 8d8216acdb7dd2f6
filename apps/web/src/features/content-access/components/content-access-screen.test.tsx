import type { ContentAccess, StudentSummary } from '@aula/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser, studentSummary } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { ContentAccessScreen } from './content-access-screen';
import { setupUser } from '../../../test/user';

const ana = studentSummary({
  id: 7,
  firstname: 'Ana',
  lastname: 'Ruiz',
  username: 'ana',
  grade_id: 3,
});
const leo = studentSummary({
  id: 8,
  firstname: 'Leo',
  lastname: 'Soto',
  username: 'leo',
  grade_id: 1,
});

function list(...items: StudentSummary[]) {
  return { body: { items, total: items.length, page: 1, page_size: 100 } };
}

function access(studentId = 7): ContentAccess {
  return {
    student_id: studentId,
    grades: [
      {
        grade_id: 1,
        name: 'Grade 1',
        subjects: [
          {
            id: 11,
            name: 'Math',
            abbreviation: 'Math',
            clusters: [
              { id: 101, title: 'Counting', position: 1, total_lessons: 4, enabled: true },
            ],
          },
        ],
      },
      {
        grade_id: 3,
        name: 'Grade 3',
        subjects: [
          {
            id: 31,
            name: 'Math',
            abbreviation: 'Math',
            clusters: [
              { id: 301, title: 'Place Value', position: 1, total_lessons: 5, enabled: true },
              { id: 302, title: 'Fractions', position: 2, total_lessons: 1, enabled: true },
            ],
          },
          {
            id: 32,
            name: 'Science',
            abbreviation: 'Sci',
            clusters: [
              { id: 311, title: 'Plants', position: 1, total_lessons: 3, enabled: true },
              { id: 312, title: 'Weather', position: 2, total_lessons: 2, enabled: false },
            ],
          },
        ],
      },
    ],
  };
}

/** The server's answer to a PUT: the stored tree with the changes applied. */
function savedTree(request: RecordedRequest): ContentAccess {
  const { clusters } = request.body as { clusters: { cluster_id: number; enabled: boolean }[] };
  const tree = access();
  for (const grade of tree.grades) {
    for (const subject of grade.subjects) {
      for (const cluster of subject.clusters) {
        const change = clusters.find((item) => item.cluster_id === cluster.id);
        if (change) cluster.enabled = change.enabled;
      }
    }
  }
  return tree;
}

const puts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT');

describe('topics by grade', () => {
  it("opens the only student's tree at their own grade, marked, first", async () => {
    const { requests } = mockFetch({
      'GET /students': list(ana),
      'GET /students/7/content_access': { body: access() },
    });
    renderScreen(<ContentAccessScreen />, { user: currentUser('tutor') });

    expect(
      screen.getByText(
        "Choose which topics each student can study. A topic you turn off disappears from the student's screens at once.",
      ),
    ).toBeVisible();
    expect(await screen.findByRole('switch', { name: 'Place Value for Ana Ruiz' })).toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Place Value for Ana Ruiz' }),
    ).toHaveAccessibleDescription('5 lessons');
    expect(screen.getByRole('switch', { name: 'Weather for Ana Ruiz' })).not.toBeChecked();
    const grades = screen.getAllByRole('button', { name: /^Grade \d/ });
    expect(grades).toHaveLength(2);
    expect(grades[0]).toHaveTextContent("Grade 3Student's grade3 of 4 topics on");
    expect(grades[1]).toHaveTextContent('Grade 11 of 1 topics on');
    expect(grades[0]).toHaveAttribute('aria-expanded', 'true');
    expect(grades[1]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('combobox', { name: 'Student' })).toHaveValue('Ana Ruiz (ana)');
    const listRequest = requests.find((request) => request.url.pathname === '/students');
    expect(listRequest?.url.searchParams.get('page_size')).toBe('100');
    expect(listRequest?.url.searchParams.get('day_start')).toMatch(/T00:00:00[+-]\d\d:\d\d$/);
  });

  it('turns one topic off with a PUT and says it is saved', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /students': list(ana, leo),
      'GET /students/7/content_access': { body: access() },
      'PUT /students/7/content_access': (request) => ({ body: savedTree(request) }),
    });
    renderScreen(<ContentAccessScreen />, { user: currentUser('tutor'), path: '/?student=7' });

    const placeValue = await screen.findByRole('switch', { name: 'Place Value for Ana Ruiz' });
    await user.click(placeValue);

    expect(placeValue).not.toBeChecked();
    await waitFor(() => expect(screen.getByText('Saved')).toBeVisible());
    expect(puts(requests).map((request) => request.body)).toEqual([
      { clusters: [{ cluster_id: 301, enabled: false }] },
    ]);
    expect(placeValue).not.toBeChecked();
    expect(screen.getByRole('button', { name: /^Grade 3/ })).toHaveTextContent('2 of 4 topics on');
  });

  it('puts the topic back and shows why when the server refuses', async () => {
    const user = setupUser();
    mockFetch({
      'GET /students': list(ana, leo),
      'GET /students/7/content_access': { body: access() },
      'PUT /students/7/content_access': {
        status: 400,
        body: { error: 'validation', message: 'Choose at least one topic' },
      },
    });
    renderScreen(<ContentAccessScreen />, { user: currentUser('tutor'), path: '/?student=7' });

    const plants = await screen.findByRole('switch', { name: 'Plants for Ana Ruiz' });
    await user.click(plants);

    await waitFor(() => expect(plants).toBeChecked());
    expect(await screen.findByText('Not saved: Choose at least one topic')).toBeVisible();
    // The notification fades in.
    await waitFor(() => expect(screen.getByText('The change was not saved')).toBeVisible());
  });

  it("the subject's switch sends all its topics at once", async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /students': list(ana, leo),
      'GET /students/7/content_access': { body: access() },
      'PUT /students/7/content_access': (request) => ({ body: savedTree(request) }),
    });
    renderScreen(<ContentAccessScreen />, { user: currentUser('tutor'), path: '/?student=7' });

    const math = await screen.findByRole('switch', { name: 'All Math topics for Ana Ruiz' });
    expect(math).toBeChecked();
    expect(math).toHaveAccessibleDescription('All on');
    const science = screen.getByRole('switch', { name: 'All Science topics for Ana Ruiz' });
    expect(science).not.toBeChecked();
    expect(science).toHaveAccessibleDescription('Some on: 1 of 2');

    await user.click(math);
    await waitFor(() => expect(screen.getByText('Saved')).toBeVisible());
    expect(puts(requests).at(-1)?.body).toEqual({
      clusters: [
        { cluster_id: 301, enabled: false },
        { cluster_id: 302, enabled: false },
      ],
    });
    expect(screen.getByRole('switch', { name: 'Place Value for Ana Ruiz' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Fractions for Ana Ruiz' })).not.toBeChecked();

    await user.click(science);
    await waitFor(() => expect(puts(requests)).toHaveLength(2));
    expect(puts(requests)[1]?.body).toEqual({ clusters: [{ cluster_id: 312, enabled: true }] });
    expect(screen.getByRole('switch', { name: 'Weather for Ana Ruiz' })).toBeChecked();
  });

  it('turns a whole grade on', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /students': list(ana, leo),
      'GET /students/7/content_access': { body: access() },
      'PUT /students/7/content_access': (request) => ({ body: savedTree(request) }),
    });
    renderScreen(<ContentAccessScreen />, { user: currentUser('tutor'), path: '/?student=7' });

    await user.click(await screen.findByRole('button', { name: 'Turn all off in Grade 3' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]?.body).toEqual({
      clusters: [
        { cluster_id: 301, enabled: false },
        { cluster_id: 302, enabled: false },
        { cluster_id: 311, enabled: false },
      ],
    });
    // With every topic off, only turning them on is offered.
    expect(screen.queryByRole('button', { name: 'Turn all off in Grade 3' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn all on in Grade 3' })).toBeVisible();
  });

  it('lets the tutor pick another student, kept in the URL', async () => {
    const user = setupUser();
    mockFetch({
      'GET /students': list(ana, leo),
      'GET /students/8/content_access': { body: access(8) },
    });
    const { router } = renderScreen(<ContentAccessScreen />, { user: currentUser('tutor') });

    expect(await screen.findByRole('heading', { name: 'Choose a student' })).toBeVisible();
    // jsdom has no layout, so the dropdown counts as detached (hidden): choose with the keyboard.
    await user.type(screen.getByRole('combobox', { name: 'Student' }), 'Leo');
    // The list's code arrives as the field is used: its options show once it is there.
    expect(
      await screen.findByRole('option', { name: /Leo Soto \(leo\)/, hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('option', { name: /Ana Ruiz/, hidden: true }),
    ).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');

    expect(await screen.findByRole('switch', { name: 'Counting for Leo Soto' })).toBeChecked();
    expect(router.state.location.search).toBe('?student=8');
  });

  it('searches the server as the tutor types', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /students': (request) =>
        request.url.searchParams.get('q') === 'zzz' ? list() : list(ana, leo),
    });
    renderScreen(<ContentAccessScreen />, { user: currentUser('tutor') });

    await user.type(await screen.findByRole('combobox', { name: 'Student' }), 'zzz');

    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('q')).toBe('zzz'));
    expect(await screen.findByText('No student matches your search')).toBeInTheDocument();
  });

  it('invites the tutor to register a student when there are none', async () => {
    mockFetch({ 'GET /students': list() });
    renderScreen(<ContentAccessScreen />, { user: currentUser('tutor') });
    expect(await screen.findByRole('heading', { name: 'No students yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register a student' })).toHaveAttribute(
      'href',
      '/students/new',
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows a failed load and tries again', async () => {
    const user = setupUser();
    let calls = 0;
    mockFetch({
      'GET /students': list(ana, leo),
      'GET /students/7/content_access': () => {
        calls += 1;
        return calls === 1
          ? { status: 403, body: { error: 'forbidden', message: 'Access denied' } }
          : { body: access() };
      },
    });
    renderScreen(<ContentAccessScreen />, { user: currentUser('tutor'), path: '/?student=7' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Plants for Ana Ruiz' })).toBeChecked();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    mockFetch({
      'GET /students': list(ana),
      'GET /students/7/content_access': { body: access() },
    });
    renderScreen(<ContentAccessScreen />, { user: currentUser('tutor') });
    const placeValue = await screen.findByRole('switch', { name: 'Place Value para Ana Ruiz' });
    expect(placeValue).toHaveAccessibleDescription('5 lecciones');
    const grade = screen.getAllByRole('button', { name: /^Grade 3/ })[0]!;
    expect(within(grade).getByText('Grado del estudiante')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Activar todos en Grade 3' })).toBeEnabled();
    expect(
      screen.getByRole('switch', { name: 'Todos los temas de Science para Ana Ruiz' }),
    ).toHaveAccessibleDescription('Algunos activados: 1 de 2');
  });
});
