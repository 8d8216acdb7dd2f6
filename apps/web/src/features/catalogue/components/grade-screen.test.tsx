import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { levelList, subject } from '../../../test/catalogue-fixtures';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { getCurrentSubject } from '../current-subject';
import { GradeScreen } from './grade-screen';
import { setupUser } from '../../../test/user';

const route = '/level/grade/:gradeId/:level';

function subjects() {
  return {
    items: [
      subject(),
      subject({
        id: 32,
        name: 'Science',
        abbreviation: 'Sci',
        description: 'Plants, animals and the sky.',
        progress_percent: 0,
      }),
    ],
    total: 2,
  };
}

describe('the grade page', () => {
  it("shows the grade's subjects with abbreviation, description and labelled progress", async () => {
    const { requests } = mockFetch({
      'GET /levels': { body: levelList() },
      'GET /subjects': { body: subjects() },
    });
    renderScreen(<GradeScreen />, {
      user: currentUser('student'),
      route,
      path: '/level/grade/3/1',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading subjects…');

    const list = within(await screen.findByRole('list', { name: 'Subjects' }));
    const cards = list.getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const math = within(cards[0]!);
    expect(math.getByRole('heading', { level: 2, name: 'Mathematics' })).toBeVisible();
    expect(math.getByRole('link', { name: 'Mathematics' })).toHaveAttribute(
      'href',
      '/level/grade/3/1/subject/31',
    );
    expect(math.getByText('Math')).toBeVisible();
    expect(math.getByText('Numbers, shapes and measures.')).toBeVisible();
    expect(math.getByRole('progressbar', { name: 'Progress: 40%' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    const science = within(cards[1]!);
    expect(science.getByRole('link', { name: 'Science' })).toHaveAttribute(
      'href',
      '/level/grade/3/1/subject/32',
    );
    expect(science.getByText('Sci')).toBeVisible();
    expect(science.getByRole('progressbar', { name: 'Progress: 0%' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Third grade' })).toBeVisible();
    expect(screen.getByText('Primary · Choose a subject to start learning.')).toBeVisible();
    const subjectRequest = requests.find((request) => request.url.pathname === '/subjects');
    expect(subjectRequest?.url.searchParams.get('grade_id')).toBe('3');
  });

  it('makes the chosen subject the current one', async () => {
    const user = setupUser();
    mockFetch({ 'GET /levels': { body: levelList() }, 'GET /subjects': { body: subjects() } });
    renderScreen(<GradeScreen />, {
      user: currentUser('student'),
      route,
      path: '/level/grade/3/1',
    });
    await user.click(await screen.findByRole('link', { name: 'Science' }));
    expect(getCurrentSubject('en')).toMatchObject({ id: 32, name: 'Science' });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/level/grade/3/1/subject/32');
  });

  it('shows a friendly empty state when the grade has no subjects', async () => {
    mockFetch({
      'GET /levels': { body: levelList() },
      'GET /subjects': { body: { items: [], total: 0 } },
    });
    renderScreen(<GradeScreen />, {
      user: currentUser('student'),
      route,
      path: '/level/grade/7/2',
    });
    expect(await screen.findByRole('heading', { name: 'No subjects here yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('list', { name: 'Subjects' })).not.toBeInTheDocument();
    await i18n.changeLanguage('es');
    expect(await screen.findByRole('heading', { name: 'Todavía no hay materias' })).toBeVisible();
  });

  it('shows the error and lets the student try again', async () => {
    const user = setupUser();
    let calls = 0;
    mockFetch({
      'GET /levels': { body: levelList() },
      'GET /subjects': () => {
        calls += 1;
        return calls === 1
          ? { status: 403, body: { error: 'forbidden', message: 'Access denied' } }
          : { body: subjects() };
      },
    });
    renderScreen(<GradeScreen />, {
      user: currentUser('student'),
      route,
      path: '/level/grade/3/1',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Mathematics' })).toBeVisible();
  });
});
