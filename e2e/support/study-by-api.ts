import type { Credentials } from './api';
import { apiGet, apiSend, signInByApi } from './api';
import { wrongAnswer } from './answer-in-page';
import { correctAnswer, correctEvaluationAnswer } from './correct-answers';

/*
 * Study done through the API, for journeys that need a student's history quickly: the browser
 * parts of a journey are what it is about.
 */

const firstClusterId = 10101;
const mathId = 101;

/** A quiz taken through the API, every answer wrong: a failed attempt. Returns its id. */
export async function failQuiz(token: string, lessonId: number): Promise<number> {
  const quiz = await apiSend<{ id: number }>('POST', '/quizzes', token, { lesson_id: lessonId });
  for (let position = 1; position <= 4; position += 1) {
    const { answer, item } = correctAnswer('quiz', quiz.id, position);
    await apiSend('POST', `/quizzes/${quiz.id}/answers`, token, {
      position,
      answer: wrongAnswer(item, answer),
    });
  }
  return quiz.id;
}

/** The first topic's test through the API: `right` of its 10 answers right. */
export async function takeTest(token: string, right: number): Promise<number> {
  const started = await apiSend<{ id: number }>('POST', '/tests', token, {
    cluster_id: firstClusterId,
  });
  for (let position = 1; position <= 10; position += 1) {
    const { answer, item } = correctAnswer('test', started.id, position);
    await apiSend('POST', `/tests/${started.id}/answers`, token, {
      position,
      answer: position <= right ? answer : wrongAnswer(item, answer),
    });
  }
  return started.id;
}

/** An earlier light evaluation of Math, set up and answered through the API, all right. */
export async function earlierEvaluation(
  tutor: Credentials,
  student: Credentials,
  id: number,
): Promise<number> {
  const tutorToken = await signInByApi(tutor);
  const evaluation = await apiSend<{ id: number; total: number }>(
    'POST',
    '/evaluations',
    tutorToken,
    { student_id: id, grade_id: 1, subject_ids: [mathId], type: 'light' },
  );
  const studentToken = await signInByApi(student);
  for (let position = 1; position <= evaluation.total; position += 1) {
    // Reading the evaluation serves the current question (and marks when it was shown).
    await apiGet(`/evaluations/${evaluation.id}`, studentToken);
    const { answer } = correctEvaluationAnswer(evaluation.id, position);
    await apiSend('POST', `/evaluations/${evaluation.id}/answers`, studentToken, {
      position,
      answer,
    });
  }
  return evaluation.id;
}
