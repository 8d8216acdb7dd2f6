import type { Answer, AttemptQuestion, Test } from '@aula/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import {
  answered,
  capitalItem,
  capitalReview,
  quarterItem,
  quarterReview,
  testAttempt,
  testCluster,
  testSettings,
} from '../../test/assessment-fixtures';
import { cluster } from '../../test/catalogue-fixtures';
import type { MockReply, RecordedRequest } from '../../test/fetch-mock';
import { mockFetch } from '../../test/fetch-mock';
import { currentUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { studentAssessmentRoutes } from './routes';
import { setupUser } from '../../test/user';

const testUrl = '/level/grade/3/1/subject/31/cluster/41/test';
const subjectUrl = '/level/grade/3/1/subject/31';

/** Cluster 41 with all three lessons completed: its test is open. */
function studiedCluster(overrides: Parameters<typeof testCluster>[0] = {}) {
  return testCluster({ completed_lessons: 3, in_progress: 0, ...overrides });
}

function mockInstructions(handlers: Record<string, MockReply> = {}) {
  return mockFetch({
    'GET /clusters/41': { body: studiedCluster() },
    'POST /get_settings_tests': { body: testSettings({ seconds_per_question: 90 }) },
    'POST /tests': { status: 201, body: testAttempt() },
    ...handlers,
  });
}

function renderTest(path: string) {
  return renderRoutes(studentAssessmentRoutes, { path, user: currentUser('student') });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the test instructions', () => {
  it("say what the test is, with the tutor's time per question, and start it", async () => {
    const user = setupUser();
    const { requests } = mockInstructions();
    const { router } = renderTest(testUrl);

    expect(await screen.findByRole('heading', { level: 1, name: 'Test: Fractions' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`${testUrl}/instructions`);
    expect(await screen.findByText('10 questions about this topic.')).toBeVisible();
    expect(screen.getByText('1 minute 30 seconds per question')).toBeVisible();
    expect(screen.getByText('Lessons completed: 3 of 3')).toBeVisible();
    expect(
      screen.getByText('A score of 60% or more completes this topic and opens the next one.'),
    ).toBeVisible();
    const settings = requests.find((request) => request.url.pathname === '/get_settings_tests');
    expect(settings?.body).toEqual({ data: { student_id: 11 } });
    const clusterRequest = requests.find((request) => request.url.pathname === '/clusters/41');
    expect(clusterRequest?.url.searchParams.get('subject_id')).toBe('31');

    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    expect(await screen.findByText('Question 1 of 10')).toBeVisible();
    expect(router.state.location).toMatchObject({
      pathname: `${testUrl}/test-student`,
      search: '?test=9',
    });
    expect(requests.find((request) => request.url.pathname === '/tests')?.body).toEqual({
      cluster_id: 41,
    });
    // No time limit: no countdown.
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('show why the test cannot start when tests are turned off, instead of Start', async () => {
    mockInstructions({
      'POST /get_settings_tests': { body: testSettings({ tests_enabled: false }) },
    });
    renderTest(`${testUrl}/instructions`);
    expect(
      await screen.findByText('Tests are turned off for you. Ask your tutor to turn them on.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'You cannot take this test now' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start the test' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the subject' })).toHaveAttribute(
      'href',
      subjectUrl,
    );
  });

  it('say the score the tutor chose, or that any finished test completes the topic', async () => {
    mockInstructions({ 'POST /get_settings_tests': { body: testSettings({ pass_percent: 0 }) } });
    renderTest(`${testUrl}/instructions`);
    expect(
      await screen.findByText('Finishing the test completes this topic and opens the next one.'),
    ).toBeVisible();
  });

  it('stay closed until every lesson of the topic is completed', async () => {
    const { requests } = mockInstructions({ 'GET /clusters/41': { body: testCluster() } });
    renderTest(`${testUrl}/instructions`);
    expect(
      await screen.findByText(
        /^Finish every lesson of this topic first: pass each lesson’s quiz, then take the test\. Lessons completed: 2 of 3$/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'You cannot take this test now' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start the test' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.pathname === '/tests')).toBe(false);
  });

  it('show why the test cannot start when the topic is locked', async () => {
    mockInstructions({ 'GET /clusters/41': { body: studiedCluster({ is_locked: 0 }) } });
    renderTest(`${testUrl}/instructions`);
    expect(
      await screen.findByText(
        'This topic is still locked. Take the test of the topic before it to open it.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start the test' })).not.toBeInTheDocument();
  });

  it("show the server's message when it refuses to start the test", async () => {
    const user = setupUser();
    mockInstructions({
      'POST /tests': {
        status: 403,
        body: { error: 'cluster_disabled', message: 'Your tutor has turned this topic off.' },
      },
    });
    renderTest(`${testUrl}/instructions`);
    await user.click(await screen.findByRole('button', { name: 'Start the test' }));
    expect(await screen.findByText('Your tutor has turned this topic off.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start the test' })).not.toBeInTheDocument();
  });

  it('read in Spanish', async () => {
    await i18n.changeLanguage('es');
    mockInstructions({
      'GET /clusters/41': { body: studiedCluster({ title: 'Fracciones' }) },
    });
    renderTest(`${testUrl}/instructions`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prueba: Fracciones' }),
    ).toBeVisible();
    expect(await screen.findByText('10 preguntas sobre este tema.')).toBeVisible();
    expect(screen.getByText('1 minuto y 30 segundos por pregunta')).toBeVisible();
    expect(screen.getByText('Lecciones completadas: 3 de 3')).toBeVisible();
    expect(
      screen.getByText('Con un 60 % o más completas este tema y se abre el siguiente.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Empezar la prueba' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a la materia' })).toBeVisible();
  });
});

const SECONDS = 45;

/**
 * A main service holding test 9 at `position`, each question timed at 45 s from when it is
 * served. `late` lists the positions whose answers arrive after the deadline (409).
 */
function testServer({ position = 1, late = [] as number[] } = {}) {
  let current = position;
  let presentedAt = Date.now();
  const state = (): Test => {
    const now = new Date(Date.now()).toISOString();
    return testAttempt({
      seconds_per_question: SECONDS,
      answered_count: current - 1,
      current: {
        position: current,
        item: current % 2 === 0 ? quarterItem : capitalItem,
        presented_at: new Date(presentedAt).toISOString(),
        deadline_at: new Date(presentedAt + SECONDS * 1000).toISOString(),
      },
      server_time: now,
    });
  };
  const moveOn = () => {
    current += 1;
    presentedAt = Date.now();
  };
  return mockFetch({
    'GET /tests/9': () => ({ body: state() }),
    'POST /tests/9/answers': ({ body }) => {
      const answer = body as { position: number; answer: Answer | null };
      if (answer.position !== current) {
        return {
          status: 409,
          body: { error: 'not_your_turn', message: 'Answer the questions in order.' },
        };
      }
      if (late.includes(current)) {
        moveOn();
        return {
          status: 409,
          body: {
            error: 'deadline_passed',
            message: 'Time ran out for this question, so it counts as incorrect.',
          },
        };
      }
      moveOn();
      return { body: state() };
    },
  });
}

const answerBodies = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.url.pathname === '/tests/9/answers')
    .map((request) => request.body);

describe('taking the test', () => {
  it('counts down, hands in an unanswered question at 0 and handles a late answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2025-03-01T10:00:00.000Z'));
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    const { requests } = testServer({ late: [3] });
    renderTest(`${testUrl}/test-student?test=9`);

    // Question 1: answered in time; nothing says whether it was right.
    expect(await screen.findByText('Question 1 of 10')).toBeVisible();
    expect(screen.getByRole('timer', { name: 'Time left: 0:45' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Paris' }));
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByText('Question 2 of 10')).toBeVisible();
    expect(screen.queryByText('Correct!')).not.toBeInTheDocument();
    expect(screen.queryByText('Not quite')).not.toBeInTheDocument();

    // Question 2: the child is warned at 10 s, and at 0 the question is handed in unanswered.
    await act(() => vi.advanceTimersByTimeAsync(35_000));
    expect(screen.getByRole('timer', { name: 'Time left: 0:10' })).toBeVisible();
    expect(screen.getByText('10 seconds left')).toBeInTheDocument();
    expect(answerBodies(requests)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByText('Question 3 of 10')).toBeVisible();
    expect(
      screen.getByText(
        'Time ran out for question 2, so it counts as incorrect. Here is the next one.',
      ),
    ).toBeVisible();

    // Question 3: the answer arrives too late; the test is read again and goes on.
    await user.click(screen.getByRole('radio', { name: 'Paris' }));
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByText('Question 4 of 10')).toBeVisible();
    expect(
      screen.getByText(
        'Time ran out for question 3, so it counts as incorrect. Here is the next one.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('timer', { name: 'Time left: 0:45' })).toBeVisible();

    expect(answerBodies(requests)).toEqual([
      { position: 1, answer: { type: 'single_choice', choice_id: 'c3' } },
      { position: 2, answer: null },
      { position: 3, answer: { type: 'single_choice', choice_id: 'c3' } },
    ]);
    expect(
      requests.filter((request) => request.method === 'GET' && request.url.pathname === '/tests/9'),
    ).toHaveLength(2);
  });

  it('opens the result board after the last answer', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /tests/9': {
        body: testAttempt({
          answered_count: 9,
          current: {
            position: 10,
            item: capitalItem,
            presented_at: '2025-03-01T10:00:00.000Z',
            deadline_at: null,
          },
        }),
      },
      'POST /tests/9/answers': { body: finishedTest() },
      'GET /clusters': { body: { items: [cluster()], total: 1 } },
    });
    const { router } = renderTest(`${testUrl}/test-student?test=9`);
    expect(await screen.findByText('Question 10 of 10')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Paris' }));
    await user.click(screen.getByRole('button', { name: 'Finish the test' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your test results' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${testUrl}/results/9`);
    // The cluster has no next one: only the way back to the subject.
    expect(await screen.findByText('You have finished every topic of this subject.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to the next topic' })).not.toBeInTheDocument();
    expect(answerBodies(requests)).toHaveLength(1);
  });
});

function finishedTest(): Test {
  const questions: AttemptQuestion[] = Array.from({ length: 10 }, (_, index) => {
    const position = index + 1;
    if (position === 9) {
      return answered(
        position,
        capitalItem,
        { type: 'single_choice', choice_id: 'c1' },
        capitalReview('c1'),
      );
    }
    if (position === 10) return answered(position, quarterItem, null, quarterReview, 'timeout');
    return answered(
      position,
      capitalItem,
      { type: 'single_choice', choice_id: 'c3' },
      capitalReview('c3'),
    );
  });
  return testAttempt({
    status: 'finished',
    finished_at: '2025-03-01T10:20:00.000Z',
    answered_count: 10,
    correct_count: 8,
    percentage: 80,
    letter_grade: 'B-',
    passed: true,
    current: null,
    questions,
  });
}

describe('the result board', () => {
  it('shows the percentage, the grade, a marker per question and every review', async () => {
    const user = setupUser();
    mockFetch({
      'GET /tests/9': { body: finishedTest() },
      'GET /clusters': {
        body: {
          items: [
            cluster({ id: 42, title: 'Decimals', position: 2 }),
            cluster({ id: 41, title: 'Fractions', position: 1, is_locked: 2 }),
          ],
          total: 2,
        },
      },
    });
    renderTest(`${testUrl}/results/9`);

    expect(await screen.findByText('80%')).toBeVisible();
    expect(screen.getByText('B-')).toBeVisible();
    expect(screen.getByText('Right answers: 8 of 10')).toBeVisible();
    const markers = within(screen.getByRole('list', { name: 'Your answers' })).getAllByRole('img');
    expect(markers).toHaveLength(10);
    expect(markers.slice(7).map((marker) => marker.getAttribute('aria-label'))).toEqual([
      'Question 8: correct',
      'Question 9: incorrect',
      'Question 10: time ran out',
    ]);
    expect(screen.getByText('Fractions is now complete: 100%')).toBeVisible();
    expect(await screen.findByText('The next topic, “Decimals”, is open now.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the next topic' })).toHaveAttribute(
      'href',
      subjectUrl,
    );
    expect(screen.getByRole('link', { name: 'Back to the subject' })).toHaveAttribute(
      'href',
      subjectUrl,
    );

    await user.click(screen.getByRole('button', { name: /^Question 10: time ran out/ }));
    const review = await screen.findByRole('region', { name: /^Question 10: time ran out/ });
    expect(within(review).getByRole('heading', { name: 'Time ran out' })).toBeVisible();
    expect(within(review).getByText('Correct answer:').parentElement).toHaveTextContent(
      'Correct answer: 3/4 cm',
    );
  });

  it('says what to review below the pass mark, keeps the next topic closed and offers a retake', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /tests/9': {
        body: { ...finishedTest(), pass_percent: 90, passed: false },
      },
      'GET /clusters': {
        body: { items: [cluster({ id: 42, title: 'Decimals', position: 2 })], total: 1 },
      },
      'POST /tests': { status: 201, body: testAttempt({ id: 10 }) },
    });
    const { router } = renderTest(`${testUrl}/results/9`);

    expect(await screen.findByText('Not complete yet')).toBeVisible();
    expect(
      screen.getByText(
        'This topic is complete with 90% or more. Review questions 9 and 10 below and the lessons they come from, then take the test again.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Fractions is now complete: 100%')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the next topic' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Take the test again' }));
    expect(await screen.findByText('Question 1 of 10')).toBeVisible();
    expect(router.state.location).toMatchObject({
      pathname: `${testUrl}/test-student`,
      search: '?test=10',
    });
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ cluster_id: 41 });
  });

  // The server refuses a retake while the topic has lessons to complete (409 test_not_open),
  // as when lessons were added to it after the test.
  it('keeps the retake closed while the topic has lessons to complete, and says why', async () => {
    const { requests } = mockFetch({
      'GET /tests/9': { body: { ...finishedTest(), pass_percent: 90, passed: false } },
      'GET /clusters': {
        body: {
          items: [
            testCluster({ id: 41, title: 'Fractions', completed_lessons: 3, total_lessons: 4 }),
            cluster({ id: 42, title: 'Decimals', position: 2, is_locked: 0 }),
          ],
          total: 2,
        },
      },
      'POST /tests': { status: 201, body: testAttempt({ id: 10 }) },
    });
    renderTest(`${testUrl}/results/9`);

    expect(await screen.findByText('Not complete yet')).toBeVisible();
    const retake = screen.getByRole('button', { name: 'Take the test again' });
    expect(retake).toBeDisabled();
    const reason =
      'Finish every lesson of this topic first: pass each lesson’s quiz, then take the test. Lessons completed: 3 of 4';
    expect(retake).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason)).toBeVisible();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('writes a percentage with two decimals, with a decimal comma in Spanish', async () => {
    await i18n.changeLanguage('es');
    mockFetch({
      'GET /tests/9': { body: { ...finishedTest(), percentage: 66.67, letter_grade: 'D+' } },
      'GET /clusters': { body: { items: [], total: 0 } },
    });
    renderTest(`${testUrl}/results/9`);
    expect(await screen.findByText('66,67 %')).toBeVisible();
    expect(screen.getByText('D+')).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tus resultados de la prueba' }),
    ).toBeVisible();
  });
});
