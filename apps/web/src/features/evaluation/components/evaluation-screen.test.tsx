import type { EvaluationList, SubjectList } from '@aula/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { levelList, subject } from '../../../test/catalogue-fixtures';
import type { MockReply, RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { cardLabels, columnNames } from '../../../test/card-labels';
import { currentUser, studentSummary, summaryList } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-routes';
import { tutorEvaluationRoutes } from '../routes';
import { evaluationSummary, subjectResult, waitingEvaluation } from '../test-fixtures';
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
  grade_id: null,
});

function gradeSubjects(gradeId: number): SubjectList {
  const items =
    gradeId === 3
      ? [
          subject({ id: 31, name: 'Mathematics', abbreviation: 'Math' }),
          subject({ id: 32, name: 'Science', abbreviation: 'Sci' }),
          subject({ id: 33, name: 'Reading', abbreviation: 'Rdg' }),
        ]
      : [subject({ id: 11, grade_id: 1, name: 'Grammar', abbreviation: 'Gram' })];
  return { items, total: items.length };
}

const noEvaluations: EvaluationList = { items: [], total: 0 };

function mockScreen(
  handlers: Record<string, MockReply | ((request: RecordedRequest) => MockReply)> = {},
) {
  return mockFetch({
    'GET /students': { body: summaryList([ana, leo], { pageSize: 100 }) },
    'GET /levels': { body: levelList() },
    'GET /subjects': (request) => ({
      body: gradeSubjects(Number(request.url.searchParams.get('grade_id'))),
    }),
    'GET /evaluations': { body: noEvaluations },
    ...handlers,
  });
}

function renderEvaluation(path = '/evaluation') {
  return renderRoutes(tutorEvaluationRoutes, { path, user: currentUser('tutor') });
}

const posts = (requests: RecordedRequest[]) =>
  requests.filter(
    (request) => request.method === 'POST' && request.url.pathname === '/evaluations',
  );

const subjectsGroup = () => within(screen.getByRole('group', { name: 'Subjects' }));

describe('setting up an evaluation', () => {
  it('preselects the student of the URL with their grade and all its subjects, and creates it', async () => {
    const user = setupUser();
    const { requests } = mockScreen({
      'POST /evaluations': {
        status: 201,
        body: waitingEvaluation({ id: 56, type: 'light' }),
      },
      'GET /evaluations/56': { body: waitingEvaluation({ id: 56, type: 'light' }) },
    });
    const { router } = renderEvaluation('/evaluation?student=7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Evaluation' })).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Student' })).toHaveValue('Ana Ruiz (ana)');
    expect(screen.getByRole('combobox', { name: 'Grade' })).toHaveValue('3');
    expect(
      await subjectsGroup().findByRole('checkbox', { name: 'Mathematics (Math)' }),
    ).toBeChecked();
    expect(subjectsGroup().getByRole('checkbox', { name: 'Science (Sci)' })).toBeChecked();
    expect(subjectsGroup().getByRole('checkbox', { name: 'Reading (Rdg)' })).toBeChecked();
    expect(subjectsGroup().getByRole('checkbox', { name: 'All subjects' })).toBeChecked();
    const subjectRequest = requests.find((request) => request.url.pathname === '/subjects');
    expect(subjectRequest?.url.searchParams.get('grade_id')).toBe('3');

    // The two types say what they mean, from the shared constants.
    expect(screen.getByRole('radio', { name: 'Full: 10 questions per subject' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light: 5 questions per subject' })).not.toBeChecked();
    expect(screen.getByText('The student will answer 30 questions.')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Light: 5 questions per subject' }));
    await user.click(subjectsGroup().getByRole('checkbox', { name: 'Science (Sci)' }));
    expect(subjectsGroup().getByRole('checkbox', { name: 'All subjects' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    expect(screen.getByText('The student will answer 10 questions.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Create the evaluation' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evaluation of Ana Ruiz' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/evaluation/56');
    expect(posts(requests).map((request) => request.body)).toEqual([
      { student_id: 7, grade_id: 3, subject_ids: [31, 33], type: 'light' },
    ]);
  });

  it('lets the tutor choose the student, another grade and subjects with the "all" box', async () => {
    const user = setupUser();
    const { requests } = mockScreen({
      'POST /evaluations': { status: 201, body: waitingEvaluation({ id: 57 }) },
      'GET /evaluations/57': { body: waitingEvaluation({ id: 57 }) },
    });
    const { router } = renderEvaluation();

    // jsdom has no layout, so the dropdown counts as hidden: choose with the keyboard.
    await user.type(await screen.findByRole('combobox', { name: 'Student' }), 'Ana');
    // The list's code arrives as the field is used: choose once its options show.
    await screen.findByRole('option', { name: /Ana Ruiz/, hidden: true });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?student=7'));
    expect(await subjectsGroup().findByRole('checkbox', { name: 'Science (Sci)' })).toBeChecked();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), 'First grade');
    expect(await subjectsGroup().findByRole('checkbox', { name: 'Grammar (Gram)' })).toBeChecked();
    expect(
      subjectsGroup().queryByRole('checkbox', { name: 'Science (Sci)' }),
    ).not.toBeInTheDocument();
    await user.click(subjectsGroup().getByRole('checkbox', { name: 'All subjects' }));
    expect(subjectsGroup().getByRole('checkbox', { name: 'Grammar (Gram)' })).not.toBeChecked();
    await user.click(subjectsGroup().getByRole('checkbox', { name: 'All subjects' }));
    expect(subjectsGroup().getByRole('checkbox', { name: 'Grammar (Gram)' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Create the evaluation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluation/57'));
    expect(posts(requests).map((request) => request.body)).toEqual([
      { student_id: 7, grade_id: 1, subject_ids: [11], type: 'full' },
    ]);
  });

  it('says at once that a student without a grade cannot be evaluated, in both languages', async () => {
    const { requests } = mockScreen();
    renderEvaluation('/evaluation?student=8');

    expect(
      await screen.findByText('An evaluation needs a registered student from grade 1 upward.'),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Student' })).toHaveAccessibleDescription(
      'An evaluation needs a registered student from grade 1 upward.',
    );
    expect(screen.getByRole('button', { name: 'Create the evaluation' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Grade' })).toBeDisabled();

    await i18n.changeLanguage('es');
    expect(
      await screen.findByText(
        'Una evaluación necesita un estudiante registrado de primer grado en adelante.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Crear la evaluación' })).toBeDisabled();
    expect(posts(requests)).toEqual([]);
  });

  it('checks the form before sending it: a student and at least one subject', async () => {
    const user = setupUser();
    const { requests } = mockScreen();
    renderEvaluation();

    await screen.findByRole('combobox', { name: 'Student' });
    expect(screen.getByText('Choose a grade to see its subjects.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create the evaluation' }));
    expect(await screen.findByText('Choose a student')).toBeVisible();
    expect(screen.getByText('Grade is required')).toBeVisible();
    expect(screen.getByText('Choose at least one subject')).toBeVisible();
    expect(posts(requests)).toEqual([]);
  });

  it("shows the server's field errors on their fields and its other refusals above the button", async () => {
    const user = setupUser();
    let attempt = 0;
    const { requests } = mockScreen({
      'POST /evaluations': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 422,
              body: {
                error: 'validation_failed',
                message: 'Choose subjects of the chosen grade',
                fields: { subject_ids: 'Choose subjects of the chosen grade' },
              },
            }
          : {
              status: 422,
              body: {
                error: 'no_questions',
                message: 'There are not enough questions for this yet.',
              },
            };
      },
    });
    renderEvaluation('/evaluation?student=7');

    await screen.findByRole('checkbox', { name: 'Mathematics (Math)' });
    await user.click(screen.getByRole('button', { name: 'Create the evaluation' }));
    expect(await screen.findByText('Choose subjects of the chosen grade')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Subjects' })).toHaveAccessibleDescription(
      'Choose subjects of the chosen grade',
    );
    // Said once, under the field, not again above the button.
    expect(screen.getAllByText('Choose subjects of the chosen grade')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Create the evaluation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There are not enough questions for this yet.',
    );
    expect(posts(requests)).toHaveLength(2);
  });

  it('invites a tutor without students to register one', async () => {
    mockScreen({ 'GET /students': { body: summaryList([], { pageSize: 100 }) } });
    renderEvaluation();
    expect(await screen.findByRole('heading', { name: 'No students yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register a student' })).toHaveAttribute(
      'href',
      '/students/new',
    );
    expect(screen.queryByRole('combobox', { name: 'Student' })).not.toBeInTheDocument();
  });
});

describe('the list of evaluations', () => {
  const finished = evaluationSummary({
    id: 55,
    percentage: 87.5,
    letter_grade: 'B+',
    created_at: '2025-05-02T15:00:00.000Z',
  });
  const inProgress = evaluationSummary({
    id: 60,
    student_id: 8,
    student_name: 'Leo Soto',
    grade_name: 'First grade',
    type: 'light',
    status: 'in_progress',
    created_at: '2025-06-10T15:00:00.000Z',
    finished_at: null,
    total: 15,
    answered: 4,
    percentage: null,
    letter_grade: null,
    subjects: [subjectResult({ percentage: null, letter_grade: null })],
  });
  const waiting = evaluationSummary({
    ...waitingEvaluation({ id: 61, created_at: '2025-06-12T15:00:00.000Z' }),
  });

  it('shows each evaluation newest first with its date, type, status and result', async () => {
    const { requests } = mockScreen({
      'GET /evaluations': { body: { items: [waiting, inProgress, finished], total: 3 } },
    });
    renderEvaluation();

    const table = within(await screen.findByRole('table', { name: 'Evaluations, newest first' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    ).toEqual([
      [
        'Ana RuizThird grade',
        'Jun 12, 2025',
        'Full',
        'Waiting for the student',
        '—No result yet',
        '',
      ],
      [
        'Leo SotoFirst grade',
        'Jun 10, 2025',
        'Light',
        'In progress: 4 of 15',
        '—No result yet',
        '',
      ],
      ['Ana RuizThird grade', 'May 2, 2025', 'Full', 'Finished', '87.50% · B+', ''],
    ]);
    expect(table.getAllByRole('link', { name: 'Ana Ruiz' })[1]).toHaveAttribute(
      'href',
      '/evaluation/55',
    );
    // Only unfinished evaluations can be deleted.
    expect(table.getAllByRole('button', { name: /^Delete the evaluation of/ })).toHaveLength(2);
    // On a phone each evaluation is a card; a finished one has no buttons to name.
    const list = screen.getByRole('table', { name: 'Evaluations, newest first' });
    const columns = columnNames(list);
    expect(columns).toEqual(['Student', 'Date', 'Type', 'Status', 'Result', 'Actions']);
    expect(cardLabels(list)).toEqual([columns, columns, [...columns.slice(0, -1), null]]);
    const listRequest = requests.find(
      (request) => request.method === 'GET' && request.url.pathname === '/evaluations',
    );
    expect(listRequest?.url.searchParams.get('offset')).toBe('0');
  });

  it('deletes an unfinished evaluation after asking', async () => {
    const user = setupUser();
    let items = [waiting, finished];
    const { requests } = mockScreen({
      'GET /evaluations': () => ({ body: { items, total: items.length } }),
      'DELETE /evaluations/61': () => {
        items = [finished];
        return { status: 204 };
      },
    });
    renderEvaluation();

    await user.click(
      await screen.findByRole('button', {
        name: 'Delete the evaluation of Ana Ruiz from Jun 12, 2025',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this evaluation?' }));
    expect(dialog.getByText('Ana Ruiz · Third grade · set up on Jun 12, 2025')).toBeVisible();
    expect(
      dialog.getByText(
        'The evaluation and any answers Ana Ruiz has given in it are deleted for good.',
      ),
    ).toBeVisible();
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The evaluation of Ana Ruiz was deleted.')).toBeVisible();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /^Delete the evaluation of/ }),
      ).not.toBeInTheDocument(),
    );
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('says when there are no evaluations yet, and shows a failed load with a retry', async () => {
    const user = setupUser();
    let calls = 0;
    mockScreen({
      'GET /evaluations': () => {
        calls += 1;
        return calls === 1
          ? { status: 403, body: { error: 'forbidden', message: 'Access denied' } }
          : { body: noEvaluations };
      },
    });
    renderEvaluation();
    expect(await screen.findByText('Access denied')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No evaluations yet' })).toBeVisible();
  });
});
