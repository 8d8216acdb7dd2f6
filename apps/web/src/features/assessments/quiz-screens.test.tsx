import type { Answer, PublicItem, Quiz, ReviewedItem } from '@aula/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/react-query';
import {
  answered,
  capitalItem,
  capitalReview,
  pending,
  quarterItem,
  quarterReview,
  quiz,
} from '../../test/assessment-fixtures';
import { lessonDetail } from '../../test/catalogue-fixtures';
import type { RecordedRequest } from '../../test/fetch-mock';
import { mockFetch } from '../../test/fetch-mock';
import { currentUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { studentAssessmentRoutes } from './routes';
import { setupUser } from '../../test/user';

const quizUrl = '/grade/3/subject/31/cluster/41/lesson/502/quiz';
const lessonUrl = (id: number) => `/level/grade/3/1/subject/31/cluster/41/lesson/${id}`;
const invalidNumber = {
  status: 422,
  body: { error: 'answer_invalid', message: 'Type a number, like 12, 3.5 or 3/4.' },
};

/** Scores like the main service: Paris and 3/4 are right; "abc" is not a number. */
function review(item: PublicItem, answer: Answer): ReviewedItem | null {
  if (answer.type === 'single_choice') return { ...capitalReview(answer.choice_id), id: item.id };
  if (answer.type === 'numeric' && !/\d/.test(answer.value)) return null;
  if (answer.type === 'numeric') {
    return { ...quarterReview, outcome: answer.value === '3/4' ? 'correct' : 'wrong' };
  }
  throw new Error(`No review for ${answer.type}`);
}

/** A main service holding one quiz attempt (id 7) of the given questions. */
function quizServer(items: PublicItem[]) {
  let state: Quiz = quiz({ questions: items.map((item, index) => pending(index + 1, item)) });
  return mockFetch({
    'GET /lessons/502': { body: lessonDetail({ id: 502, title: 'Halves and quarters' }) },
    'POST /quizzes': { status: 201, body: state },
    'GET /quizzes/7': () => ({ body: state }),
    'POST /quizzes/7/answers': ({ body }) => {
      const { position, answer } = body as { position: number; answer: Answer };
      const question = state.questions[position - 1] as Quiz['questions'][number];
      const reviewed = review(question.item, answer);
      if (!reviewed) return invalidNumber;
      const questions = state.questions.map((other) =>
        other.position === position ? answered(position, other.item, answer, reviewed) : other,
      );
      const correct = questions.filter((other) => other.status === 'correct').length;
      const finished = questions.every((other) => other.status !== 'pending');
      state = {
        ...state,
        questions,
        answered_count: questions.filter((other) => other.status !== 'pending').length,
        correct_count: correct,
        ...(finished && {
          finished_at: '2025-03-01T10:05:00.000Z',
          score: correct + 1,
          passed: correct >= 3,
          next_lesson:
            correct >= 3 ? { id: 503, cluster_id: 41, title: 'Comparing fractions' } : null,
        }),
      };
      return { body: state };
    },
  });
}

const answers = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url.pathname === '/quizzes/7/answers');

/** The element whose whole text is `text` (the score mixes sizes inside one sentence). */
const sentence = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

describe('the quiz', () => {
  it('runs from the instructions to the results, with feedback after every answer', async () => {
    const user = setupUser();
    const items = [1, 2, 3, 4].map((position) =>
      position === 2 ? quarterItem : { ...capitalItem, id: `capital-${position}` },
    );
    const { requests } = quizServer(items);
    queryClient.setQueryData(['clusters', 'en', 31], { items: [], total: 0 });
    const { router } = renderRoutes(studentAssessmentRoutes, {
      path: quizUrl,
      user: currentUser('student'),
    });

    // Instructions.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quiz: Halves and quarters' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${quizUrl}/instructions`);
    expect(screen.getByText('4 questions about this lesson.')).toBeVisible();
    expect(
      screen.getByText('3 right answers pass the quiz and open the next lesson.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the lesson' })).toHaveAttribute(
      'href',
      lessonUrl(502),
    );
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(requests.find((request) => request.url.pathname === '/quizzes')?.body).toEqual({
      lesson_id: 502,
    });

    // Question 1: nothing chosen is not sent; Paris is right.
    expect(await screen.findByText('Question 1 of 4')).toBeVisible();
    expect(router.state.location).toMatchObject({
      pathname: `${quizUrl}/quiz-student`,
      search: '?quiz=7',
    });
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose or type an answer first.');
    expect(answers(requests)).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'Paris' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('heading', { name: 'Correct!' })).toHaveFocus();
    expect(screen.getByText('Your answer: correct')).toBeVisible();
    expect(screen.getByText('Paris is the capital.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check answer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next question' }));

    // Question 2: an unreadable number is refused with the server's reason and does not count.
    expect(await screen.findByText('Question 2 of 4')).toBeVisible();
    const box = screen.getByRole('textbox', { name: 'Your answer, in cm' });
    await user.type(box, 'abc');
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Type a number, like 12, 3.5 or 3/4.',
    );
    expect(screen.getByText('Question 2 of 4')).toBeVisible();
    await user.clear(box);
    await user.type(box, '0,8');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('heading', { name: 'Not quite' })).toBeVisible();
    expect(screen.getByText('Correct answer:').parentElement).toHaveTextContent(
      'Correct answer: 3/4 cm',
    );
    await user.click(screen.getByRole('button', { name: 'Next question' }));

    // Questions 3 and 4, then the results.
    for (const position of [3, 4]) {
      expect(await screen.findByText(`Question ${position} of 4`)).toBeVisible();
      await user.click(screen.getByRole('radio', { name: 'Paris' }));
      await user.click(screen.getByRole('button', { name: 'Check answer' }));
      await screen.findByRole('heading', { name: 'Correct!' });
      if (position === 3) await user.click(screen.getByRole('button', { name: 'Next question' }));
    }
    expect(answers(requests).map((request) => request.body)).toEqual([
      { position: 1, answer: { type: 'single_choice', choice_id: 'c3' } },
      { position: 2, answer: { type: 'numeric', value: 'abc' } },
      { position: 2, answer: { type: 'numeric', value: '0,8' } },
      { position: 3, answer: { type: 'single_choice', choice_id: 'c3' } },
      { position: 4, answer: { type: 'single_choice', choice_id: 'c3' } },
    ]);
    // A finished quiz changed the lesson's state and locks: the catalogue is read again.
    expect(queryClient.getQueryState(['clusters', 'en', 31])?.isInvalidated).toBe(true);
    await user.click(screen.getByRole('button', { name: 'See my results' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your quiz results' }),
    ).toBeVisible();
    expect(router.state.location).toMatchObject({
      pathname: `${quizUrl}/results`,
      search: '?quiz=7',
    });
    expect(sentence('Score 4 of 5')).toBeVisible();
    const pictures = within(screen.getByRole('list', { name: 'Your answers' }));
    expect(
      pictures.getAllByRole('img').map((picture) => picture.getAttribute('aria-label')),
    ).toEqual([
      'Question 1: correct',
      'Question 2: incorrect',
      'Question 3: correct',
      'Question 4: correct',
    ]);
    expect(screen.getByText('Well done, you passed!')).toBeVisible();
    expect(screen.getByText('The next lesson, “Comparing fractions”, is open now.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the next lesson' })).toHaveAttribute(
      'href',
      lessonUrl(503),
    );
    expect(screen.getByRole('link', { name: 'Back to the lesson' })).toHaveAttribute(
      'href',
      lessonUrl(502),
    );
    expect(screen.getByRole('link', { name: 'Back to the subject' })).toHaveAttribute(
      'href',
      '/level/grade/3/1/subject/31',
    );

    // Each question opens to its review.
    await user.click(screen.getByRole('button', { name: /^Question 2: incorrect/ }));
    const review = await screen.findByRole('region', { name: /^Question 2: incorrect/ });
    expect(within(review).getByText('Correct answer:').parentElement).toHaveTextContent(
      'Correct answer: 3/4 cm',
    );
  });

  it('comes back to the same attempt after a reload', async () => {
    const first = answered(
      1,
      capitalItem,
      { type: 'single_choice', choice_id: 'c3' },
      capitalReview('c3'),
    );
    mockFetch({
      'GET /quizzes/7': {
        body: quiz({
          answered_count: 1,
          correct_count: 1,
          questions: [first, ...[2, 3, 4].map((position) => pending(position, quarterItem))],
        }),
      },
    });
    renderRoutes(studentAssessmentRoutes, {
      path: `${quizUrl}/quiz-student?quiz=7`,
      user: currentUser('student'),
    });
    expect(await screen.findByText('Question 2 of 4')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What is 3 ÷ 4?' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Questions answered: 1 of 4' })).toBeVisible();
  });

  it('says gently when the quiz was not passed, and starts a new attempt on request', async () => {
    const user = setupUser();
    const outcomes = ['c3', 'c1', 'c2', 'c1'];
    const { requests } = mockFetch({
      'GET /quizzes/7': {
        body: quiz({
          finished_at: '2025-03-01T10:05:00.000Z',
          answered_count: 4,
          correct_count: 1,
          score: 2,
          passed: false,
          questions: outcomes.map((choice, index) =>
            answered(
              index + 1,
              capitalItem,
              { type: 'single_choice', choice_id: choice },
              capitalReview(choice),
            ),
          ),
        }),
      },
      'POST /quizzes': { status: 201, body: quiz({ id: 8 }) },
    });
    const { router } = renderRoutes(studentAssessmentRoutes, {
      path: `${quizUrl}/results?quiz=7`,
      user: currentUser('student'),
    });
    expect(await screen.findByText('Good try!')).toBeVisible();
    expect(sentence('Score 2 of 5')).toBeVisible();
    // The lesson stays in progress: the results name the questions to look at and lead back
    // to the lesson first.
    expect(
      screen.getByText(
        'This lesson is complete when you get 3 answers right, and then the next lesson opens. Look again at questions 2, 3, and 4 below, study the lesson once more and try again.',
      ),
    ).toBeVisible();
    expect(screen.getAllByRole('img', { name: /incorrect$/ })).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Go to the next lesson' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Study the lesson again' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/lesson\/\d+$/),
    );

    await user.click(screen.getByRole('button', { name: 'Try the quiz again' }));
    expect(await screen.findByText('Question 1 of 4')).toBeVisible();
    expect(router.state.location.search).toBe('?quiz=8');
    expect(requests.filter((request) => request.url.pathname === '/quizzes')).toHaveLength(1);
  });

  it("shows the server's message instead of Start when the lesson has too few questions", async () => {
    const user = setupUser();
    mockFetch({
      'GET /lessons/502': { body: lessonDetail({ id: 502, title: 'Halves and quarters' }) },
      'POST /quizzes': {
        status: 422,
        body: { error: 'no_questions', message: 'There are not enough questions for this yet.' },
      },
    });
    renderRoutes(studentAssessmentRoutes, {
      path: `${quizUrl}/instructions`,
      user: currentUser('student'),
    });
    await user.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This quiz is not ready yet' }),
    ).toBeVisible();
    expect(await screen.findByText('There are not enough questions for this yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start the quiz' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Back to the lesson' })).toBeVisible();
  });

  it("explains a locked lesson with the server's words", async () => {
    const user = setupUser();
    mockFetch({
      'GET /lessons/502': { body: lessonDetail({ id: 502, title: 'Halves and quarters' }) },
      'POST /quizzes': {
        status: 403,
        body: {
          error: 'lesson_locked',
          message: 'This lesson is still locked. Pass the quiz of the lesson before it to open it.',
        },
      },
    });
    renderRoutes(studentAssessmentRoutes, {
      path: `${quizUrl}/instructions`,
      user: currentUser('student'),
    });
    await user.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    expect(await screen.findByRole('heading', { name: 'This quiz is locked' })).toBeVisible();
    expect(
      screen.getByText(
        'This lesson is still locked. Pass the quiz of the lesson before it to open it.',
      ),
    ).toBeVisible();
  });
});
