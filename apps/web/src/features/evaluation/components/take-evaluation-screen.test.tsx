import type { Answer, EvaluationDetail } from '@aula/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { capitalItem, quarterItem } from '../../../test/assessment-fixtures';
import type { RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-routes';
import { installSpeech } from '../../../test/speech-mock';
import { studentEvaluationRoutes } from '../routes';
import { evaluationDetail, evaluationQuestion, subjectResult } from '../test-fixtures';
import { setupUser } from '../../../test/user';

const TOTAL = 3;

/**
 * A main service holding evaluation 55 for the student: two maths questions, then one of
 * science. Answers move it on; the last one finishes it with the results given here.
 */
function evaluationServer({ position = 1 } = {}) {
  let current = position;
  const unfinishedSubjects = () => [
    subjectResult({
      subject_id: 31,
      subject_name: 'Mathematics',
      total: 2,
      answered: Math.min(current - 1, 2),
      correct: 0,
      percentage: null,
      letter_grade: null,
    }),
    subjectResult({
      subject_id: 32,
      subject_name: 'Science',
      abbreviation: 'Sci',
      total: 1,
      answered: Math.max(current - 3, 0),
      correct: 0,
      percentage: null,
      letter_grade: null,
    }),
  ];
  const state = (): EvaluationDetail => {
    if (current > TOTAL) {
      return evaluationDetail({
        total: TOTAL,
        answered: TOTAL,
        percentage: 66.67,
        letter_grade: 'D',
        subjects: [
          subjectResult({
            subject_id: 31,
            total: 2,
            answered: 2,
            correct: 1,
            percentage: 50,
            letter_grade: 'F',
          }),
          subjectResult({
            subject_id: 32,
            subject_name: 'Science',
            abbreviation: 'Sci',
            total: 1,
            answered: 1,
            correct: 1,
            percentage: 100,
            letter_grade: 'A',
          }),
        ],
      });
    }
    return evaluationDetail({
      status: current === 1 ? 'assigned' : 'in_progress',
      finished_at: null,
      total: TOTAL,
      answered: current - 1,
      percentage: null,
      letter_grade: null,
      subjects: unfinishedSubjects(),
      current: evaluationQuestion(current, current === 2 ? quarterItem : capitalItem, {
        subject_id: current === 3 ? 32 : 31,
      }),
    });
  };
  return mockFetch({
    'GET /evaluations/55': () => ({ body: state() }),
    'POST /evaluations/55/answers': ({ body }) => {
      const sent = body as { position: number; answer: Answer };
      if (sent.position !== current) {
        return {
          status: 409,
          body: { error: 'not_your_turn', message: 'Answer the questions in order.' },
        };
      }
      current += 1;
      return { body: state() };
    },
  });
}

function renderTaking(path = '/evaluation/55') {
  return renderRoutes(studentEvaluationRoutes, { path, user: currentUser('student') });
}

const answerBodies = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'POST').map((request) => request.body);

describe('taking an evaluation', () => {
  it('asks one question at a time with its subject, says nothing of right or wrong, and ends with the results', async () => {
    const user = setupUser();
    const { requests } = evaluationServer();
    renderTaking();

    expect(await screen.findByRole('heading', { level: 1, name: 'Your evaluation' })).toBeVisible();
    expect(screen.getByText('Question 1 of 3')).toBeVisible();
    expect(screen.getByText('Subject: Mathematics')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Questions answered: 0 of 3' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Paris' }));
    await user.click(screen.getByRole('button', { name: 'Next question' }));

    expect(await screen.findByText('Question 2 of 3')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Questions answered: 1 of 3' })).toBeVisible();
    expect(screen.queryByText('Correct!')).not.toBeInTheDocument();
    expect(screen.queryByText('Not quite')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Your answer/ }), '1/2');
    await user.click(screen.getByRole('button', { name: 'Next question' }));

    expect(await screen.findByText('Question 3 of 3')).toBeVisible();
    expect(screen.getByText('Subject: Science')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Paris' }));
    await user.click(screen.getByRole('button', { name: 'Finish the evaluation' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your evaluation results' }),
    ).toBeVisible();
    expect(screen.getByText('Well done, you finished the evaluation!')).toBeVisible();
    expect(screen.getByText('Overall: 66.67% · D')).toBeVisible();
    const table = within(screen.getByRole('table', { name: 'Your results by subject' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'SubjectRight answersPercentageGrade',
      'Mathematics1 of 250%F',
      'Science1 of 1100%A',
    ]);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    expect(answerBodies(requests)).toEqual([
      { position: 1, answer: { type: 'single_choice', choice_id: 'c3' } },
      { position: 2, answer: expect.objectContaining({ type: 'numeric' }) as unknown },
      { position: 3, answer: { type: 'single_choice', choice_id: 'c3' } },
    ]);
  });

  it('resumes at the current question after a reload', async () => {
    evaluationServer({ position: 3 });
    renderTaking();
    expect(await screen.findByText('Question 3 of 3')).toBeVisible();
    expect(screen.getByText('Subject: Science')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Questions answered: 2 of 3' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Finish the evaluation' })).toBeVisible();
  });

  it('does not send an unfinished answer', async () => {
    const user = setupUser();
    const { requests } = evaluationServer();
    renderTaking();
    await user.click(await screen.findByRole('button', { name: 'Next question' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(answerBodies(requests)).toEqual([]);
  });

  it('goes on from where the server is when another window answered first', async () => {
    const user = setupUser();
    let served = 0;
    const { requests } = mockFetch({
      'GET /evaluations/55': () => {
        served += 1;
        return {
          body: evaluationDetail({
            status: 'in_progress',
            finished_at: null,
            total: TOTAL,
            answered: served,
            percentage: null,
            letter_grade: null,
            current: evaluationQuestion(served, capitalItem),
          }),
        };
      },
      'POST /evaluations/55/answers': {
        status: 409,
        body: { error: 'not_your_turn', message: 'Answer the questions in order.' },
      },
    });
    renderTaking();
    await user.click(await screen.findByRole('radio', { name: 'Paris' }));
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByText('Question 2 of 3')).toBeVisible();
    expect(answerBodies(requests)).toHaveLength(1);
  });

  it('reads in Spanish', async () => {
    await i18n.changeLanguage('es');
    evaluationServer({ position: 2 });
    renderTaking();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu evaluación' })).toBeVisible();
    expect(screen.getByText('Pregunta 2 de 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Siguiente pregunta' })).toBeVisible();
  });

  it('says an evaluation that is not the student’s cannot be found', async () => {
    mockFetch({
      'GET /evaluations/56': { status: 404, body: { error: 'not_found', message: 'Not found' } },
    });
    renderTaking('/evaluation/56');
    expect(
      await screen.findByRole('heading', { name: 'We could not find this evaluation' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('hearing an evaluation', () => {
  it('reads each question to a grade-1 student as it appears (the defaults, when the settings cannot be read), and a choice on request', async () => {
    const user = setupUser();
    const { said } = installSpeech();
    evaluationServer();
    renderRoutes(studentEvaluationRoutes, {
      path: '/evaluation/55',
      user: currentUser('student', { grade_id: 1 }),
    });

    await waitFor(() =>
      expect(said()).toEqual([
        { text: 'What is the capital of France? Paris. Lyon. Nice.', lang: 'en-US' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Read aloud: Lyon' }));
    expect(said().at(-1)).toEqual({ text: 'Lyon', lang: 'en-US' });
    await user.click(screen.getByRole('radio', { name: 'Paris' }));
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByText('Question 2 of 3')).toBeVisible();
    await waitFor(() => expect(said().at(-1)).toEqual({ text: 'What is 3 ÷ 4?', lang: 'en-US' }));
  });
});
