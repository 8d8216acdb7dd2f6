import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { cluster, lesson, levelList, subject } from '../../../test/catalogue-fixtures';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { clearCurrentSubject, setCurrentSubject } from '../current-subject';
import { SubjectScreen } from './subject-screen';

const route = '/level/grade/:gradeId/:level/subject/:subjectId';
const path = '/level/grade/3/1/subject/31';

function clusters() {
  return {
    items: [
      cluster({
        id: 41,
        title: 'Fractions',
        progress_percent: 50,
        test_performed: true,
        total_lessons: 3,
        completed_lessons: 1,
        in_progress: 1,
        not_started: 1,
        lessons: [
          lesson({ id: 503, title: 'Comparing fractions', position: 3, is_locked: 0 }),
          lesson({ id: 501, title: 'What is a fraction', position: 1, is_locked: 2, state_id: 3 }),
          lesson({ id: 502, title: 'Halves and quarters', position: 2, state_id: 2 }),
        ],
      }),
      cluster({
        id: 42,
        title: 'Decimals',
        description: 'Tenths and hundredths.',
        position: 2,
        is_locked: 0,
        progress_percent: 0,
        total_lessons: 1,
        completed_lessons: 0,
        in_progress: 0,
        not_started: 1,
        lessons: [lesson({ id: 511, cluster_id: 42, title: 'Tenths', is_locked: 1 })],
      }),
    ],
    total: 2,
  };
}

const region = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  clearCurrentSubject();
});

describe('the subject page', () => {
  it('shows each cluster with progress, counts, lock and test states; only open lessons link', async () => {
    mockFetch({
      'GET /subjects/31': { body: { ...subject(), clusters: [] } },
      'GET /clusters': { body: clusters() },
    });
    renderScreen(<SubjectScreen />, { user: currentUser('student'), route, path });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progress of Mathematics: 40%' })).toBeVisible();
    await screen.findByRole('region', { name: 'Fractions' });

    const fractions = region('Fractions');
    expect(
      fractions.getByRole('progressbar', { name: 'Progress of Fractions: 50%' }),
    ).toHaveAttribute('aria-valuenow', '50');
    expect(fractions.getByText('Completed: 1 of 3')).toBeVisible();
    expect(fractions.getByText('In progress: 1')).toBeVisible();
    expect(fractions.getByText('Not started: 1')).toBeVisible();
    expect(fractions.getByText('Test done')).toBeVisible();
    expect(fractions.queryByText('Locked')).not.toBeInTheDocument();
    // The test was taken: it says so; with lessons left, the retake waits for them too.
    expect(fractions.getByText('Test taken')).toBeVisible();
    expect(fractions.getByRole('button', { name: 'Take the test again' })).toBeDisabled();
    expect(fractions.queryByRole('link', { name: 'Take the test again' })).not.toBeInTheDocument();

    // Lessons in order, each with its state; the locked one is text, not a link.
    const lessons = within(fractions.getByRole('list', { name: 'Lessons of Fractions' }));
    const items = lessons.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('img').getAttribute('aria-label'))).toEqual([
      'Completed',
      'In progress',
      'Locked',
    ]);
    expect(
      lessons.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['What is a fraction', '/level/grade/3/1/subject/31/cluster/41/lesson/501'],
      ['Halves and quarters', '/level/grade/3/1/subject/31/cluster/41/lesson/502'],
    ]);
    expect(lessons.getByText('Comparing fractions')).toBeVisible();

    // A locked cluster says so, and none of its lessons can be opened.
    const decimals = region('Decimals');
    expect(decimals.getByText('Locked')).toBeVisible();
    expect(decimals.getByText('Finish the topics before this one to unlock it.')).toBeVisible();
    expect(decimals.queryByRole('link')).not.toBeInTheDocument();
    expect(decimals.getByRole('img', { name: 'Locked' })).toBeVisible();
    expect(decimals.queryByText('Test done')).not.toBeInTheDocument();
    expect(decimals.getByRole('button', { name: 'Take the test' })).toBeDisabled();
  });

  it('links an open cluster to its test', async () => {
    mockFetch({
      'GET /subjects/31': { body: { ...subject(), clusters: [] } },
      'GET /clusters': {
        body: {
          items: [cluster({ id: 44, title: 'Measures', completed_lessons: 3, in_progress: 0 })],
          total: 1,
        },
      },
    });
    renderScreen(<SubjectScreen />, { user: currentUser('student'), route, path });
    const measures = within(await screen.findByRole('region', { name: 'Measures' }));
    expect(measures.getByRole('link', { name: 'Take the test' })).toHaveAttribute(
      'href',
      '/level/grade/3/1/subject/31/cluster/44/test/instructions',
    );
    expect(measures.queryByText('Test taken')).not.toBeInTheDocument();
  });

  it('links a taken test to its retake once the lessons are completed', async () => {
    mockFetch({
      'GET /subjects/31': { body: { ...subject(), clusters: [] } },
      'GET /clusters': {
        body: {
          items: [
            cluster({
              id: 44,
              title: 'Measures',
              test_performed: true,
              completed_lessons: 3,
              in_progress: 0,
            }),
          ],
          total: 1,
        },
      },
    });
    renderScreen(<SubjectScreen />, { user: currentUser('student'), route, path });
    const measures = within(await screen.findByRole('region', { name: 'Measures' }));
    expect(measures.getByText('Test taken')).toBeVisible();
    expect(measures.getByRole('link', { name: 'Take the test again' })).toHaveAttribute(
      'href',
      '/level/grade/3/1/subject/31/cluster/44/test/instructions',
    );
  });

  // The server refuses any test of a topic with lessons left (409 test_not_open), a retake too:
  // a test taken before, or lessons added since, must not leave the retake looking open.
  it('keeps the retake of a taken test closed while lessons are left, and says why', async () => {
    mockFetch({
      'GET /subjects/31': { body: { ...subject(), clusters: [] } },
      'GET /clusters': {
        body: {
          items: [
            cluster({
              id: 44,
              title: 'Measures',
              test_performed: true,
              completed_lessons: 0,
              in_progress: 0,
              not_started: 3,
            }),
          ],
          total: 1,
        },
      },
    });
    renderScreen(<SubjectScreen />, { user: currentUser('student'), route, path });
    const measures = within(await screen.findByRole('region', { name: 'Measures' }));
    const retake = measures.getByRole('button', { name: 'Take the test again' });
    expect(retake).toBeDisabled();
    expect(retake).toHaveAccessibleDescription('The test opens when you complete 3 more lessons.');
    expect(measures.queryByRole('link', { name: /Take the test/ })).not.toBeInTheDocument();
  });

  it('keeps the test of an open cluster closed until its lessons are completed, and says how many are left', async () => {
    await i18n.changeLanguage('es');
    mockFetch({
      'GET /subjects/31': { body: { ...subject(), clusters: [] } },
      'GET /clusters': { body: { items: [cluster({ id: 44, title: 'Medidas' })], total: 1 } },
    });
    renderScreen(<SubjectScreen />, { user: currentUser('student'), route, path });
    const measures = within(await screen.findByRole('region', { name: 'Medidas' }));
    expect(measures.getByRole('button', { name: 'Hacer la prueba' })).toBeDisabled();
    expect(measures.queryByRole('link', { name: 'Hacer la prueba' })).not.toBeInTheDocument();
    expect(measures.getByText('La prueba se abre cuando completes 2 lecciones más.')).toBeVisible();
    expect(measures.getByRole('button', { name: 'Hacer la prueba' })).toHaveAccessibleDescription(
      'La prueba se abre cuando completes 2 lecciones más.',
    );
  });

  it("names the subject once, with its grade beside it rather than the subject's abbreviation", async () => {
    mockFetch({
      'GET /levels': { body: levelList() },
      'GET /subjects/31': {
        body: { ...subject({ name: 'Math', abbreviation: 'Math' }), clusters: [] },
      },
      'GET /clusters': { body: { items: [], total: 0 } },
    });
    renderScreen(<SubjectScreen />, { user: currentUser('student'), route, path });
    const title = await screen.findByRole('heading', { level: 1, name: 'Math' });
    expect(await screen.findByText('Third grade')).toBeVisible();
    expect(screen.getAllByText('Math')).toEqual([title]);
  });

  it('loads the subject when it is not the current one, and makes it current', async () => {
    const { requests } = mockFetch({
      'GET /subjects/31': { body: { ...subject(), clusters: [] } },
      'GET /clusters': { body: clusters() },
    });
    setCurrentSubject(subject({ id: 32, name: 'Science', abbreviation: 'Sci' }), 'en');
    renderScreen(<SubjectScreen />, { user: currentUser('student'), route, path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics' })).toBeVisible();
    expect(requests.filter((request) => request.url.pathname === '/subjects/31')).toHaveLength(1);
    const clusterRequest = requests.find((request) => request.url.pathname === '/clusters');
    expect(clusterRequest?.url.searchParams.get('subject_id')).toBe('31');
  });

  it('does not fetch the subject again when it is the current one, but always the clusters', async () => {
    const { requests } = mockFetch({
      'GET /subjects/31': { body: { ...subject({ name: 'Fetched name' }), clusters: [] } },
      'GET /clusters': { body: clusters() },
    });
    setCurrentSubject(subject(), 'en');
    renderScreen(<SubjectScreen />, { user: currentUser('student'), route, path });
    expect(screen.getByRole('heading', { level: 1, name: 'Mathematics' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Fractions' })).toBeVisible();
    // (The levels list names the grade beside the subject.)
    expect(
      requests.map((request) => request.url.pathname).filter((name) => name !== '/levels'),
    ).toEqual(['/clusters']);
  });

  it('shows the error of the clusters and lets the student try again', async () => {
    mockFetch({
      'GET /subjects/31': { body: { ...subject(), clusters: [] } },
      'GET /clusters': { status: 403, body: { error: 'forbidden', message: 'Access denied' } },
    });
    renderScreen(<SubjectScreen />, { user: currentUser('student'), route, path });
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
