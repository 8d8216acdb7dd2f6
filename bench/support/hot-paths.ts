import type autocannon from 'autocannon';
import type { Quiz } from '@aula/shared';
import { anyAnswer } from './any-answer';
import type { BenchStudent, Target } from './measure';

/** Where one copy of the services listens, and the bare route beside them. */
export interface HotPathOrigins {
  bareUrl: string;
  mainUrl: string;
  activityUrl: string;
}

type Request = autocannon.Request;

/** Where one student is in their quizzes. */
interface QuizTaker {
  student: BenchStudent;
  quiz?: Quiz;
  /** The index of the next question to answer. */
  next: number;
}

/** What one connection's request is about: the student it sent it for (autocannon's context). */
interface QuizContext {
  taker?: QuizTaker;
}

/** Quizzes started and answers accepted since the targets were made: proof the answers went. */
export interface QuizTally {
  started: number;
  answered: number;
}

/**
 * The hot paths of a student, as autocannon targets: every request goes out as one of the
 * seeded students, taken in turn, and every write is one the server should accept with a 2xx.
 */
export function hotPathTargets(
  origins: HotPathOrigins,
  students: BenchStudent[],
  clusterId: number,
): { targets: Record<string, Target>; quizTally: QuizTally } {
  const quizTally: QuizTally = { started: 0, answered: 0 };
  let turn = 0;
  const nextStudent = () => students[turn++ % students.length]!;
  const bearer = (student: BenchStudent) => ({
    authorization: `Bearer ${student.token}`,
    'content-type': 'application/json',
  });
  /** One request per loop, as the next student. */
  const asEachStudent = (
    build: (student: BenchStudent) => {
      method: 'GET' | 'POST' | 'PUT';
      path: string;
      body?: object;
    },
  ): Target => ({
    url: origins.mainUrl,
    requests: [
      {
        setupRequest: (request) => {
          const student = nextStudent();
          const { body, ...rest } = build(student);
          return {
            ...request,
            ...rest,
            headers: bearer(student),
            body: body ? JSON.stringify(body) : undefined,
          };
        },
      },
    ],
  });
  const activityTarget = (target: Target): Target => ({ ...target, url: origins.activityUrl });

  const quizzes = quizTarget(origins.mainUrl, students, bearer, quizTally);

  const targets: Record<string, Target> = {
    'bare Fastify route': { url: origins.bareUrl, headers: {} },
    'catalogue: GET /lessons?cluster_id=': asEachStudent(() => ({
      method: 'GET',
      path: `/lessons?cluster_id=${clusterId}`,
    })),
    'lesson open: POST /v1/serve-lesson': activityTarget(
      asEachStudent((student) => ({
        method: 'POST',
        path: '/v1/serve-lesson',
        body: { lesson_id: student.lessonId },
      })),
    ),
    'quiz: POST /quizzes/:id/answers (+ 1 start per 4)': quizzes,
    'activity update: PUT /v1/lesson-activities/:id': activityTarget(
      asEachStudent((student) => ({
        method: 'PUT',
        path: `/v1/lesson-activities/${student.activityId}`,
        // A fresh key each time, as the web app sends: every update counts.
        body: { seconds: 1, update_key: `bench-${student.id}-${turn}` },
      })),
    ),
    'activity time: POST /api/save_user_activity_time': asEachStudent((student) => {
      const end = Date.now();
      return {
        method: 'POST',
        path: '/api/save_user_activity_time',
        body: {
          start_time: new Date(end - 30_000).toISOString(),
          end_time: new Date(end).toISOString(),
          activity_timer: 30,
          student_id: student.id,
        },
      };
    }),
  };
  return { targets, quizTally };
}

/**
 * Resolves once each service has answered GET /health, whose database round trip queues
 * behind the requests a finished run left in flight: then the next run starts on a quiet server.
 */
export async function untilSettled(serviceUrls: string[]): Promise<void> {
  await Promise.all(
    serviceUrls.map(async (url) => {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(120_000) });
      await response.arrayBuffer();
    }),
  );
}

/**
 * Quizzes as students take them: each request is the next step of a student who has no
 * request in flight, answering their quiz's next question (the last answer finishes it and
 * moves their progress on) or, between quizzes, starting one on their open lesson. So every
 * answer is one the server should accept, whatever the round length. A request autocannon
 * abandoned at the end of a run was still carried out (the runs settle in between): a student
 * whose answer it was goes on with the next question, one whose start it was starts again.
 */
function quizTarget(
  mainUrl: string,
  students: BenchStudent[],
  bearer: (student: BenchStudent) => Record<string, string>,
  tally: QuizTally,
): Target {
  const idle: QuizTaker[] = students.map((student) => ({ student, next: 0 }));
  const busy = new Set<QuizTaker>();
  let spare = 0;
  return {
    url: mainUrl,
    beforeRun: () => {
      for (const taker of busy) {
        if (taker.quiz) taker.next += 1;
        idle.push(taker);
      }
      busy.clear();
    },
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context: QuizContext) => {
          const taker = idle.shift();
          context.taker = taker;
          // More connections than students: the extra ones start quizzes nobody answers.
          if (!taker) {
            const student = students[spare++ % students.length]!;
            return startQuiz(request, student);
          }
          busy.add(taker);
          const quiz = taker.quiz;
          const question = quiz?.questions[taker.next];
          if (!quiz || !question) {
            taker.quiz = undefined;
            return startQuiz(request, taker.student);
          }
          return {
            ...request,
            path: `/quizzes/${quiz.id}/answers`,
            headers: bearer(taker.student),
            body: JSON.stringify({
              position: question.position,
              answer: anyAnswer(question.item),
            }),
          };
        },
        onResponse: (status, body, context: QuizContext) => {
          const taker = context.taker;
          if (!taker) return;
          busy.delete(taker);
          if (status === 201) {
            taker.quiz = JSON.parse(body) as Quiz;
            taker.next = 0;
            tally.started += 1;
          } else if (status === 200) {
            taker.next += 1;
            tally.answered += 1;
          } else taker.quiz = undefined;
          idle.push(taker);
        },
      },
    ],
  };

  function startQuiz(request: Request, student: BenchStudent): Request {
    return {
      ...request,
      path: '/quizzes',
      headers: bearer(student),
      body: JSON.stringify({ lesson_id: student.lessonId }),
    };
  }
}
