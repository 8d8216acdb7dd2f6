import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import {
  capitalItem,
  capitalReview,
  quarterItem,
  quarterReview,
} from '../../../test/assessment-fixtures';
import { mockFetch } from '../../../test/fetch-mock';
import { cardLabels, columnNames } from '../../../test/card-labels';
import { currentUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-routes';
import { tutorEvaluationRoutes } from '../routes';
import {
  evaluationDetail,
  evaluationSummary,
  reviewedQuestion,
  subjectResult,
  waitingEvaluation,
} from '../test-fixtures';
import { setupUser } from '../../../test/user';

function renderDetail(path = '/evaluation/55') {
  return renderRoutes(tutorEvaluationRoutes, { path, user: currentUser('tutor') });
}

const math = (overrides: Parameters<typeof subjectResult>[0] = {}) =>
  subjectResult({
    subject_id: 31,
    subject_name: 'Mathematics',
    abbreviation: 'Math',
    ...overrides,
  });
const science = (overrides: Parameters<typeof subjectResult>[0] = {}) =>
  subjectResult({ subject_id: 32, subject_name: 'Science', abbreviation: 'Sci', ...overrides });
const socialStudies = (overrides: Parameters<typeof subjectResult>[0] = {}) =>
  subjectResult({
    subject_id: 34,
    subject_name: 'Social Studies',
    abbreviation: 'S. Stud',
    ...overrides,
  });

/**
 * Hand-made results, shown as given: this light evaluation of 3 June against a full one of
 * April (maths and social studies) and a light one of March (maths and science).
 */
function finishedWithHistory() {
  return evaluationDetail({
    id: 55,
    type: 'light',
    created_at: '2025-06-02T15:00:00.000Z',
    finished_at: '2025-06-03T09:30:00.000Z',
    total: 13,
    answered: 13,
    percentage: 76.92,
    letter_grade: 'C',
    subjects: [
      math({ total: 8, answered: 8, correct: 7, percentage: 87.5, letter_grade: 'B+' }),
      science({ total: 5, answered: 5, correct: 3, percentage: 60, letter_grade: 'D-' }),
    ],
    questions: [
      reviewedQuestion(1, capitalItem, capitalReview('c3'), {
        id: 901,
        subject_id: 31,
        answer: { type: 'single_choice', choice_id: 'c3' },
      }),
      reviewedQuestion(2, quarterItem, quarterReview, {
        id: 902,
        subject_id: 31,
        answer: { type: 'numeric', value: '0.5' },
      }),
      reviewedQuestion(9, capitalItem, capitalReview('c1'), {
        id: 909,
        subject_id: 32,
        answer: { type: 'single_choice', choice_id: 'c1' },
      }),
    ],
    previous: [
      evaluationSummary({
        id: 40,
        type: 'full',
        grade_name: 'Third grade',
        finished_at: '2025-04-10T10:00:00.000Z',
        subjects: [
          math({ percentage: 75, letter_grade: 'C' }),
          socialStudies({ percentage: 90, letter_grade: 'A-' }),
        ],
      }),
      evaluationSummary({
        id: 30,
        type: 'light',
        grade_name: 'Second grade',
        finished_at: '2025-03-05T10:00:00.000Z',
        subjects: [
          math({ percentage: 75, letter_grade: 'C' }),
          science({ percentage: 66.67, letter_grade: 'D' }),
        ],
      }),
    ],
  });
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("a finished evaluation's results", () => {
  it('shows each subject with its abbreviation, right answers, percentage and letter grade', async () => {
    mockFetch({ 'GET /evaluations/55': { body: finishedWithHistory() } });
    renderDetail();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evaluation of Ana Ruiz' }),
    ).toBeVisible();
    expect(screen.getByText('Third grade · Light · set up on Jun 2, 2025')).toBeVisible();
    expect(screen.getByText('Finished on Jun 3, 2025')).toBeVisible();
    expect(screen.getByText('Overall: 76.92% · C')).toBeVisible();

    const table = within(screen.getByRole('table', { name: 'Results of Ana Ruiz by subject' }));
    const rows = table.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SubjectRight answersPercentageGrade',
      'MathMathematics7 of 887.50%B+',
      'SciScience3 of 560%D-',
      'Overall10 of 1376.92%C',
    ]);
    // On a phone each subject is a card, every figure after its column's name.
    const results = screen.getByRole('table', { name: 'Results of Ana Ruiz by subject' });
    expect(cardLabels(results)).toEqual(Array(3).fill(columnNames(results)));
  });

  it('puts the earlier evaluations side by side, with the change since the one before in words', async () => {
    mockFetch({ 'GET /evaluations/55': { body: finishedWithHistory() } });
    renderDetail();

    const table = within(
      await screen.findByRole('table', {
        name: 'Results of Ana Ruiz by subject in this evaluation and earlier ones',
      }),
    );
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Subject',
      'This evaluationJun 3, 2025Light · Third grade',
      'Apr 10, 2025Full · Third grade',
      'Mar 5, 2025Light · Second grade',
    ]);
    // Row headers are the abbreviations, named in full for screen readers.
    expect(table.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'MathMathematics',
      'SciScience',
      'S. StudSocial Studies',
    ]);
    expect(table.getByRole('rowheader', { name: 'Social Studies' })).toBeVisible();
    expect(table.getByTitle('Social Studies')).toHaveTextContent('S. Stud');

    const [mathRow, scienceRow, socialRow] = table.getAllByRole('row').slice(1);
    expect(cellTexts(mathRow!)).toEqual([
      '87.50% · B+Up 12.50 points',
      '75% · CNo change',
      '75% · C',
    ]);
    expect(cellTexts(scienceRow!)).toEqual([
      '60% · D-Down 6.67 points',
      '—Not evaluated',
      '66.67% · D',
    ]);
    expect(cellTexts(socialRow!)).toEqual(['—Not evaluated', '90% · A-', '—Not evaluated']);
    // On a phone each subject is a card: an evaluation's header, drawn on lines, is one name.
    const comparison = screen.getByRole('table', {
      name: 'Results of Ana Ruiz by subject in this evaluation and earlier ones',
    });
    expect(cardLabels(comparison)).toEqual(
      Array(3).fill([
        'Subject',
        'This evaluation · Jun 3, 2025 · Light · Third grade',
        'Apr 10, 2025 · Full · Third grade',
        'Mar 5, 2025 · Light · Second grade',
      ]),
    );
  });

  it('lists every question by subject, each opening to its review', async () => {
    const user = setupUser();
    mockFetch({ 'GET /evaluations/55': { body: finishedWithHistory() } });
    renderDetail();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Question by question' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Mathematics (Math): 7 of 8 right' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Science (Sci): 3 of 5 right' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Question 2: incorrect/ }));
    expect(await screen.findByRole('heading', { level: 4, name: 'Not quite' })).toBeVisible();
    expect(screen.getByText('Three quarters is 3/4.')).toBeVisible();
    // Science's first question is its own question 1.
    expect(screen.getByRole('button', { name: /Question 1: incorrect/ })).toBeVisible();
  });

  it('says so when there is nothing earlier to compare with, and prints', async () => {
    const user = setupUser();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockFetch({ 'GET /evaluations/55': { body: evaluationDetail() } });
    renderDetail();

    expect(
      await screen.findByText(
        'This is the first finished evaluation of Ana Ruiz. The next ones will be compared with it here.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete the evaluation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('reads in Spanish, with a decimal comma', async () => {
    await i18n.changeLanguage('es');
    mockFetch({ 'GET /evaluations/55': { body: finishedWithHistory() } });
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evaluación de Ana Ruiz' }),
    ).toBeVisible();
    expect(screen.getByText('En total: 76,92 % · C')).toBeVisible();
    const table = within(
      screen.getByRole('table', {
        name: 'Resultados de Ana Ruiz por materia en esta evaluación y en las anteriores',
      }),
    );
    const mathRow = table.getAllByRole('row')[1]!;
    expect(cellTexts(mathRow)[0]).toBe('87,50 % · B+Sube 12,50 puntos');
  });
});

describe('an evaluation the student has not finished', () => {
  it('says who must take it and how, while it waits', async () => {
    mockFetch({
      'GET /evaluations/55': {
        body: waitingEvaluation({
          subjects: [math({ answered: 0, correct: 0, percentage: null })],
        }),
      },
    });
    renderDetail();

    expect(await screen.findByText('Waiting for Ana Ruiz')).toBeVisible();
    expect(
      screen.getByText('Ask Ana Ruiz to sign in: the evaluation waits on their home screen.'),
    ).toBeVisible();
    expect(screen.getByText('Waiting for the student')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Questions answered: 0 of 10' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('shows the progress by subject while the student answers', async () => {
    mockFetch({
      'GET /evaluations/55': {
        body: waitingEvaluation({
          status: 'in_progress',
          total: 15,
          answered: 7,
          subjects: [
            math({ total: 10, answered: 7, correct: 0, percentage: null }),
            science({ total: 5, answered: 0, correct: 0, percentage: null }),
          ],
        }),
      },
    });
    renderDetail();

    expect(await screen.findByText('Ana Ruiz is taking the evaluation')).toBeVisible();
    expect(screen.getByText('In progress: 7 of 15')).toBeVisible();
    expect(
      screen.getByRole('progressbar', { name: 'Questions answered: 7 of 15' }),
    ).toHaveAttribute('aria-valuenow', String((7 / 15) * 100));
    const table = within(screen.getByRole('table', { name: 'Questions answered by subject' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'SubjectAnswered',
      'Mathematics (Math)7 of 10',
      'Science (Sci)0 of 5',
    ]);
  });

  it('can be deleted after asking, back to the list', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /evaluations/55': { body: waitingEvaluation() },
      'DELETE /evaluations/55': { status: 204 },
      'GET /evaluations': { body: { items: [], total: 0 } },
      'GET /students': { body: { items: [], total: 0, page: 1, page_size: 100 } },
      'GET /levels': { body: { items: [], total: 0 } },
    });
    const { router } = renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Delete the evaluation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this evaluation?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluation'));
    expect(await screen.findByRole('heading', { name: 'No evaluations yet' })).toBeVisible();
    expect(
      requests
        .filter((request) => request.method === 'DELETE')
        .map((request) => request.url.pathname),
    ).toEqual(['/evaluations/55']);
  });
});

it("says an evaluation that is not the tutor's cannot be found", async () => {
  mockFetch({
    'GET /evaluations/99': { status: 404, body: { error: 'not_found', message: 'Not found' } },
  });
  renderDetail('/evaluation/99');
  expect(
    await screen.findByRole('heading', { name: 'We could not find this evaluation' }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to the evaluations' })).toHaveAttribute(
    'href',
    '/evaluation',
  );
});
