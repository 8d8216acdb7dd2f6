import type { TutorDetail } from '@aula/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser, tutor } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { TutorDetailsScreen } from './tutor-details-screen';
import { setupUser } from '../../../test/user';

const ROUTE = '/tutors/:tutorId';

function luis(overrides: Partial<TutorDetail> = {}): TutorDetail {
  return {
    ...tutor({ id: 22, firstname: 'Luis', lastname: 'Romero', username: 'luis', avatar: 'cat' }),
    created_at: '2024-03-05T10:00:00.000Z',
    students: [
      {
        id: 101,
        firstname: 'Leo',
        lastname: 'Pérez',
        username: 'leo',
        grade_id: 4,
        avatar: 'lion',
      },
      { id: 102, firstname: 'Mía', lastname: 'Soto', username: 'mia', grade_id: 1, avatar: null },
    ],
    ...overrides,
  };
}

describe("a tutor's details", () => {
  it('shows who they are, since when, and the students they look after', async () => {
    const { requests } = mockFetch({ 'GET /tutors/22': { body: luis() } });
    renderScreen(<TutorDetailsScreen />, {
      user: currentUser('tutor'),
      path: '/tutors/22',
      route: ROUTE,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the tutor…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Luis Romero' })).toBeVisible();
    expect(requests[0]?.url.pathname).toBe('/tutors/22');
    expect(screen.getByText('luis')).toBeVisible();
    expect(screen.getByText('ana@example.com')).toBeVisible();
    expect(screen.getByText('Lincoln Elementary')).toBeVisible();
    expect(screen.getByText('March 5, 2024')).toBeVisible();
    expect(screen.queryByText('You')).not.toBeInTheDocument();

    const students = within(screen.getByRole('region', { name: 'Students they look after' }));
    expect(students.getByText('2 students')).toBeVisible();
    const items = students.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Leo Pérez')).toBeVisible();
    expect(within(items[0]!).getByText('Grade 4')).toBeVisible();
    expect(within(items[0]!).getByRole('link', { name: 'Edit Leo Pérez' })).toHaveAttribute(
      'href',
      '/students/101/edit',
    );
    expect(within(items[1]!).getByText('Mía Soto')).toBeVisible();
    expect(within(items[1]!).getByText('Grade 1')).toBeVisible();
    expect(within(items[1]!).getByRole('link', { name: 'Edit Mía Soto' })).toHaveAttribute(
      'href',
      '/students/102/edit',
    );
    expect(screen.getByRole('link', { name: 'Back to tutors' })).toHaveAttribute('href', '/tutors');
  });

  it('marks the signed-in tutor and writes the date in Spanish', async () => {
    mockFetch({ 'GET /tutors/21': { body: luis({ id: 21, firstname: 'Marta', students: [] }) } });
    await i18n.changeLanguage('es');
    renderScreen(<TutorDetailsScreen />, {
      user: currentUser('tutor'),
      path: '/tutors/21',
      route: ROUTE,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marta Romero' })).toBeVisible();
    expect(screen.getByText('Tú')).toBeVisible();
    expect(screen.getByText('5 de marzo de 2024')).toBeVisible();
    expect(
      screen.getByRole('heading', {
        name: 'Marta Romero todavía no tiene estudiantes a su cargo.',
      }),
    ).toBeVisible();
  });

  it('says so kindly when the tutor is not part of the account', async () => {
    mockFetch({
      'GET /tutors/99': { status: 404, body: { error: 'not_found', message: 'Not found' } },
    });
    renderScreen(<TutorDetailsScreen />, {
      user: currentUser('tutor'),
      path: '/tutors/99',
      route: ROUTE,
    });
    expect(await screen.findByRole('heading', { name: 'Tutor not found' })).toBeVisible();
    expect(
      screen.getByText('This tutor does not exist or is not part of your account.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to tutors' })).toHaveAttribute('href', '/tutors');
  });

  it('treats an id that is not a number as not found, without asking the server', async () => {
    const { requests } = mockFetch({});
    renderScreen(<TutorDetailsScreen />, {
      user: currentUser('tutor'),
      path: '/tutors/abc',
      route: ROUTE,
    });
    expect(await screen.findByRole('heading', { name: 'Tutor not found' })).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('offers another try when loading fails', async () => {
    const user = setupUser();
    let calls = 0;
    mockFetch({
      'GET /tutors/22': () => {
        calls += 1;
        return calls === 1
          ? { status: 403, body: { error: 'forbidden', message: 'Access denied' } }
          : { body: luis() };
      },
    });
    renderScreen(<TutorDetailsScreen />, {
      user: currentUser('tutor'),
      path: '/tutors/22',
      route: ROUTE,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Luis Romero' })).toBeVisible();
  });
});
