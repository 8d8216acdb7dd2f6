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

interface ApiLesson {
  id: number;
  local_path: string;
  state_id: number;
}

/** The student opens the lesson, as its screen does: a quiz may then be taken. */
export async function openLesson(token: string, lessonId: number): Promise<void> {
  const lesson = await apiGet<ApiLesson>(`/lessons/${lessonId}`, token);
  await apiSend('POST', '/api/decrypt_lesson', token, { path: lesson.local_path });
}

/** The lesson opened and its quiz taken through the API, every answer right or every one wrong. */
async function takeQuiz(token: string, lessonId: number, right: boolean): Promise<number> {
  await openLesson(token, lessonId);
  const quiz = await apiSend<{ id: number }>('POST', '/quizzes', token, { lesson_id: lessonId });
  for (let position = 1; position <= 4; position += 1) {
    const { answer, item } = correctAnswer('quiz', quiz.id, position);
    await apiSend('POST', `/quizzes/${quiz.id}/answers`, token, {
      position,
      answer: right ? answer : wrongAnswer(item, answer),
    });
  }
  return quiz.id;
}

/** A quiz taken through the API, every answer wrong: a failed attempt. Returns its id. */
export function failQuiz(token: string, lessonId: number): Promise<number> {
  return takeQuiz(token, lessonId, false);
}

/** Every lesson of a topic completed through the API (its quiz passed), in order. */
export async function completeTopic(token: string, clusterId = firstClusterId): Promise<void> {
  const { items } = await apiGet<{ items: ApiLesson[] }>(`/lessons?cluster_id=${clusterId}`, token);
  for (const lesson of items) if (lesson.state_id !== 3) await takeQuiz(token, lesson.id, true);
}

/**
 * The first topic's test through the API, `right` of its 10 answers right; its lessons are
 * completed first, as the test opens only then.
 */
export async function takeTest(token: string, right: number): Promise<number> {
  await completeTopic(token);
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
