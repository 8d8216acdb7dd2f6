import type { EvaluationSummary } from '@aula/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { queryClient } from '../../../lib/react-query';
import { levelList } from '../../../test/catalogue-fixtures';
import type { RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { StudentHomeScreen } from './student-home-screen';

function waiting(overrides: Partial<EvaluationSummary>): EvaluationSummary {
  return {
    id: 55,
    student_id: 11,
    student_name: 'Sofía García',
    grade_id: 3,
    grade_name: 'Third grade',
    type: 'light',
    status: 'assigned',
    created_at: '2025-05-02T15:00:00.000Z',
    started_date: null,
    finished_at: null,
    total: 10,
    answered: 0,
    percentage: null,
    letter_grade: null,
    subjects: [
      {
        subject_id: 31,
        subject_name: 'Mathematics',
        abbreviation: 'Math',
        total: 5,
        answered: 0,
        correct: 0,
        percentage: null,
        letter_grade: null,
        started_date: null,
      },
      {
        subject_id: 32,
        subject_name: 'Science',
        abbreviation: 'Sci',
        total: 5,
        answered: 0,
        correct: 0,
        percentage: null,
        letter_grade: null,
        started_date: null,
      },
    ],
    ...overrides,
  };
}

function mockHome(byStatus: Record<string, EvaluationSummary[]>) {
  return mockFetch({
    'GET /levels': { body: levelList() },
    'GET /evaluations': (request: RecordedRequest) => {
      const items = byStatus[request.url.searchParams.get('status') ?? ''] ?? [];
      return { body: { items, total: items.length } };
    },
  });
}

const card = async (name = 'Your tutor has an evaluation for you') =>
  within(await screen.findByRole('region', { name }));

it('invites the student to the evaluations their tutor set up, the one begun first', async () => {
  const { requests } = mockHome({
    assigned: [waiting({ id: 56, created_at: '2025-05-04T15:00:00.000Z' }), waiting({ id: 55 })],
    in_progress: [
      waiting({
        id: 50,
        status: 'in_progress',
        answered: 4,
        grade_name: 'Second grade',
        subjects: [],
      }),
    ],
  });
  renderScreen(<StudentHomeScreen />, { user: currentUser('student') });

  const evaluations = await card();
  expect(
    evaluations.getByText('It shows what you already know. Take your time and do your best!'),
  ).toBeVisible();
  expect(
    evaluations.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Carry on with the evaluation', '/evaluation/50'],
    ['Start the evaluation', '/evaluation/55'],
    ['Start the evaluation', '/evaluation/56'],
  ]);
  expect(evaluations.getByText('You have answered 4 of 10 questions.')).toBeVisible();
  expect(evaluations.getAllByText('Third grade: Mathematics, Science')).toHaveLength(2);
  expect(evaluations.getAllByText('10 questions')).toHaveLength(2);
  expect(
    requests
      .filter((request) => request.url.pathname === '/evaluations')
      .map((request) => request.url.searchParams.get('status'))
      .sort(),
  ).toEqual(['assigned', 'in_progress']);
});

it('reads in Spanish', async () => {
  await i18n.changeLanguage('es');
  mockHome({ assigned: [waiting({})] });
  renderScreen(<StudentHomeScreen />, { user: currentUser('student') });
  const evaluations = await card('Tu tutor tiene una evaluación para ti');
  expect(evaluations.getByRole('link', { name: 'Empezar la evaluación' })).toHaveAttribute(
    'href',
    '/evaluation/55',
  );
  expect(evaluations.getByText('10 preguntas')).toBeVisible();
});

it('shows no card when nothing waits', async () => {
  mockHome({});
  renderScreen(<StudentHomeScreen />, { user: currentUser('student') });
  await screen.findByRole('link', { name: /Third grade/ });
  // The answer is in: the card had its chance to show.
  await waitFor(() =>
    expect(queryClient.getQueryState(['evaluations', 'en', 'waiting'])?.status).toBe('success'),
  );
  expect(screen.queryByRole('region', { name: /evaluation/i })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /evaluation/i })).not.toBeInTheDocument();
});
