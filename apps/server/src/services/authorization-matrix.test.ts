import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDialects } from '@aula/db/testing';
import { SAMPLE } from '@aula/content/testing';
import type { EvaluationDetail, Quiz, Test } from '@aula/shared';
import type { DictionaryTestApp } from '../testing/dictionary-app';
import { createDictionaryTestApp } from '../testing/dictionary-app';
import { sampleAnswer } from '../testing/sample-answers';
import type { UserRow } from '../domain/users/users-repository';
import { ensureInstallationId } from '../bootstrap/installation';
import { phoneKeyFor } from '../licensing/phone-keys';
import { checkSerial, issueSerial } from '../licensing/serials';
import { testLicenseKeys } from '../testing/license-keys';

/**
 * Every endpoint of the main, activity and dictionary services, called as each kind of caller, with the
 * status each must get. Student A and B are siblings of one family; "other tutor" runs another
 * family. The table must name every documented route: a new endpoint fails this test until
 * someone decides who may call it.
 */

const WHO = ['none', 'studentA', 'studentB', 'tutorA', 'otherTutor', 'installer'] as const;
type Who = (typeof WHO)[number];
type Expected = [none: number, a: number, b: number, tutorA: number, other: number, inst: number];

interface Fixture {
  t: DictionaryTestApp;
  users: Record<Exclude<Who, 'none'>, UserRow>;
  tokens: Record<Exclude<Who, 'none'>, string>;
  quizA: Quiz;
  testA: Test;
  /** An evaluation of student A set up by tutor A, not yet answered. */
  evaluationIdA: number;
  activityIdsA: Record<string, number>;
  counter: number;
}

interface Call {
  url: string;
  body?: unknown;
}

interface Row {
  service: 'main' | 'activity' | 'dictionary';
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as OpenAPI lists it. */
  path: string;
  call: (f: Fixture, who: Who) => Call | Promise<Call>;
  expected: Expected;
  /** Sign in again for this row (it revokes the token it is called with). */
  freshToken?: boolean;
}

const [firstCluster, secondCluster] = SAMPLE.clusterIds as [number, number];
const [firstLesson] = SAMPLE.lessonIds as [number];
const lessonPath = SAMPLE.localPath(firstLesson);

/** Test vendor keys: the installation trusts them and its vendor endpoint signs with them. */
const licenseKeys = testLicenseKeys();

const CATALOGUE: Expected = [401, 200, 200, 200, 200, 403];
const STUDENT_ONLY: Expected = [401, 200, 200, 403, 403, 403];
const MANAGE_A: Expected = [401, 403, 403, 200, 404, 403];
const SIGNED_IN: Expected = [401, 200, 200, 200, 200, 200];
/** Students and tutors read the dictionary and the glossary; the installer has no use for them. */
const DICTIONARY: Expected = [401, 200, 200, 200, 200, 403];

function unique(f: Fixture, prefix: string) {
  f.counter += 1;
  return `${prefix}${f.counter}`;
}

/** A new student in A's family, so each caller of a destructive row has its own target. */
async function freshStudentOfA(f: Fixture) {
  return f.t.createUser('student', {
    account_id: f.users.tutorA.account_id,
    tutor_id: f.users.tutorA.id,
  });
}

async function activityOfA(f: Fixture, resource: string, body: unknown): Promise<number> {
  const response = await f.t.activity.inject({
    method: 'POST',
    url: `/v1/${resource}`,
    headers: f.t.bearer(f.tokens.studentA),
    payload: body as object,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const evaluationOf = (studentId: number) => ({
  student_id: studentId,
  grade_id: 1,
  subject_ids: [SAMPLE.subjectId],
  type: 'light',
});

/** A new evaluation set up by tutor A, so each caller of a destructive row has its own. */
async function evaluationOfA(f: Fixture, studentId: number): Promise<number> {
  const response = await f.t.app.inject({
    method: 'POST',
    url: '/evaluations',
    headers: f.t.bearer(f.tokens.tutorA),
    payload: evaluationOf(studentId),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const ACTIVITY_RESOURCES: [string, unknown][] = [
  ['activities', {}],
  ['grade-activities', { grade_id: 1 }],
  ['subject-activities', { subject_id: SAMPLE.subjectId }],
  ['cluster-activities', { cluster_id: firstCluster }],
  ['lesson-activities', { lesson_id: firstLesson }],
  ['game-activities', { game_id: 1 }],
];

const ROWS: Row[] = [
  // ---- sign-in and accounts
  {
    service: 'main',
    method: 'POST',
    path: '/auth',
    call: (f) => ({
      url: '/auth',
      body: { username: f.users.studentA.username, password: 'secret1' },
    }),
    expected: [200, 200, 200, 200, 200, 200],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/password-resets',
    call: (f) => ({
      url: '/password-resets',
      body: { username: f.users.tutorA.username, email: f.users.tutorA.email },
    }),
    expected: [202, 202, 202, 202, 202, 202],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/password-resets/confirm',
    call: () => ({
      url: '/password-resets/confirm',
      body: { token: 'not-a-token', password: 'secret2', verify_password: 'secret2' },
    }),
    expected: [400, 400, 400, 400, 400, 400],
  },
  {
    service: 'main',
    method: 'GET',
    path: '/users/me',
    call: () => ({ url: '/users/me' }),
    expected: SIGNED_IN,
  },
  {
    service: 'main',
    method: 'PATCH',
    path: '/users/me',
    call: () => ({ url: '/users/me', body: { language: 'en' } }),
    expected: SIGNED_IN,
  },
  {
    service: 'main',
    method: 'PUT',
    path: '/users/me/profile',
    call: (_f, who) => ({
      url: '/users/me/profile',
      body: {
        firstname: 'Same',
        lastname: 'Name',
        language: 'en',
        ...(who.endsWith('utor') || who === 'tutorA'
          ? { email: 'tutor@example.com', name_of_the_school: 'School' }
          : {}),
      },
    }),
    expected: [401, 200, 200, 200, 200, 403],
  },
  {
    service: 'main',
    method: 'GET',
    path: '/users/me/email_reports',
    call: () => ({ url: '/users/me/email_reports' }),
    expected: [401, 403, 403, 200, 200, 403],
  },
  {
    service: 'main',
    method: 'PUT',
    path: '/users/me/email_reports',
    call: () => ({
      url: '/users/me/email_reports',
      body: {
        enabled: true,
        address: 'reports@example.com',
        frequency: 'weekly',
        time_zone: 'UTC',
      },
    }),
    expected: [401, 403, 403, 200, 200, 403],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/get-user',
    call: (f) => ({ url: '/get-user', body: { data: { user_id: f.users.studentA.id } } }),
    // Installers set accounts up, so they see the people in them.
    expected: [401, 200, 404, 200, 404, 200],
  },
  {
    service: 'main',
    method: 'GET',
    path: '/tutors',
    call: () => ({ url: '/tutors' }),
    expected: [401, 403, 403, 200, 200, 200],
  },
  {
    service: 'main',
    method: 'GET',
    path: '/tutors/{id}',
    call: (f) => ({ url: `/tutors/${f.users.tutorA.id}` }),
    expected: [401, 403, 403, 200, 404, 200],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/signup/tutor',
    call: (f) => ({
      url: '/signup/tutor',
      body: {
        firstname: 'New',
        lastname: 'Tutor',
        email: 'new@example.com',
        username: unique(f, 'newtutor'),
        password: 'secret1',
        verify_password: 'secret1',
        name_of_the_school: 'School',
      },
    }),
    expected: [401, 403, 403, 201, 201, 201],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/signup/student',
    call: (f) => ({
      url: '/signup/student',
      body: {
        firstname: 'New',
        lastname: 'Student',
        username: unique(f, 'newstudent'),
        password: 'secret1',
        verify_password: 'secret1',
        grade_id: 1,
        name_of_the_school: 'School',
        // Another family's tutor cannot put a child under tutor A.
        tutor_id: f.users.tutorA.id,
      },
    }),
    expected: [401, 403, 403, 201, 400, 201],
  },
  // ---- students of a tutor
  {
    service: 'main',
    method: 'GET',
    path: '/students',
    call: () => ({ url: '/students' }),
    expected: [401, 403, 403, 200, 200, 403],
  },
  {
    service: 'main',
    method: 'GET',
    path: '/students/export',
    call: () => ({ url: '/students/export' }),
    expected: [401, 403, 403, 200, 200, 403],
  },
  {
    service: 'main',
    method: 'PUT',
    path: '/students/{id}',
    call: (f) => ({
      url: `/students/${f.users.studentA.id}`,
      body: {
        firstname: f.users.studentA.firstname,
        lastname: 'Zeta',
        username: f.users.studentA.username,
        grade_id: 1,
        name_of_the_school: 'School',
        language: 'en',
      },
    }),
    expected: MANAGE_A,
  },
  {
    service: 'main',
    method: 'DELETE',
    path: '/students/{id}',
    call: async (f) => ({ url: `/students/${(await freshStudentOfA(f)).id}` }),
    expected: [401, 403, 403, 204, 404, 403],
  },
  {
    service: 'main',
    method: 'GET',
    path: '/students/{id}/content_access',
    call: (f) => ({ url: `/students/${f.users.studentA.id}/content_access` }),
    expected: MANAGE_A,
  },
  {
    service: 'main',
    method: 'PUT',
    path: '/students/{id}/content_access',
    call: (f) => ({
      url: `/students/${f.users.studentA.id}/content_access`,
      body: { clusters: [{ cluster_id: secondCluster, enabled: true }] },
    }),
    expected: MANAGE_A,
  },
  {
    service: 'main',
    method: 'POST',
    path: '/students/import',
    call: () => ({
      url: '/students/import',
      body: {
        csv: 'firstname,lastname,username,password,grade,school\nAna,Ruiz,imported.ana,secret1,2,S\n',
        commit: false,
      },
    }),
    expected: [401, 403, 403, 200, 200, 403],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/get_settings_tests',
    call: (f) => ({
      url: '/get_settings_tests',
      body: { data: { student_id: f.users.studentA.id } },
    }),
    expected: [401, 200, 404, 200, 404, 404],
  },
  {
    service: 'main',
    method: 'PUT',
    path: '/students/{id}/test_settings',
    call: (f) => ({
      url: `/students/${f.users.studentA.id}/test_settings`,
      body: { tests_enabled: true, seconds_per_question: 0 },
    }),
    expected: MANAGE_A,
  },
  // ---- catalogue
  {
    service: 'main',
    method: 'GET',
    path: '/levels',
    call: () => ({ url: '/levels' }),
    expected: CATALOGUE,
  },
  {
    service: 'main',
    method: 'POST',
    path: '/get_id_name_path_all_grade',
    call: () => ({ url: '/get_id_name_path_all_grade', body: {} }),
    expected: CATALOGUE,
  },
  {
    service: 'main',
    method: 'GET',
    path: '/subjects',
    call: () => ({ url: '/subjects?grade_id=1' }),
    expected: CATALOGUE,
  },
  {
    service: 'main',
    method: 'GET',
    path: '/subjects/{id}',
    call: () => ({ url: `/subjects/${SAMPLE.subjectId}` }),
    expected: CATALOGUE,
  },
  {
    service: 'main',
    method: 'GET',
    path: '/clusters',
    call: () => ({ url: `/clusters?subject_id=${SAMPLE.subjectId}` }),
    expected: CATALOGUE,
  },
  {
    service: 'main',
    method: 'GET',
    path: '/clusters/{clusterId}',
    call: () => ({ url: `/clusters/${firstCluster}?subject_id=${SAMPLE.subjectId}` }),
    expected: CATALOGUE,
  },
  {
    service: 'main',
    method: 'GET',
    path: '/lessons',
    call: () => ({ url: `/lessons?cluster_id=${firstCluster}` }),
    expected: CATALOGUE,
  },
  {
    service: 'main',
    method: 'GET',
    path: '/lessons/{id}',
    call: () => ({ url: `/lessons/${firstLesson}` }),
    expected: CATALOGUE,
  },
  {
    service: 'main',
    method: 'POST',
    path: '/progress_view',
    call: () => ({ url: '/progress_view', body: { grade_path: 'grade-1' } }),
    expected: STUDENT_ONLY,
  },
  {
    service: 'main',
    method: 'POST',
    path: '/api/get_all_content_from_nivel',
    call: () => ({ url: '/api/get_all_content_from_nivel', body: {} }),
    expected: CATALOGUE,
  },
  {
    service: 'main',
    method: 'GET',
    path: '/read-from',
    call: () => ({ url: '/read-from' }),
    expected: SIGNED_IN,
  },
  {
    service: 'main',
    method: 'POST',
    path: '/read-from',
    call: () => ({ url: '/read-from', body: { mode: 0 } }),
    expected: [401, 403, 403, 200, 200, 403],
  },
  // ---- copying content from a disc (installation-wide, tutors only; no disc in this fixture)
  {
    service: 'main',
    method: 'GET',
    path: '/content_discs',
    call: () => ({ url: '/content_discs' }),
    expected: [401, 403, 403, 200, 200, 403],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/content_copy_plans',
    call: () => ({ url: '/content_copy_plans', body: { disc: 'no-disc' } }),
    expected: [401, 403, 403, 400, 400, 403],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/content_copies',
    call: () => ({ url: '/content_copies', body: { disc: 'no-disc', grade_ids: [1] } }),
    expected: [401, 403, 403, 400, 400, 403],
  },
  {
    service: 'main',
    method: 'GET',
    path: '/content_copies/latest',
    call: () => ({ url: '/content_copies/latest' }),
    expected: [401, 403, 403, 200, 200, 403],
  },
  {
    service: 'main',
    method: 'GET',
    path: '/content_copies/{id}',
    call: () => ({ url: '/content_copies/999999' }),
    expected: [401, 403, 403, 404, 404, 403],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/content_copies/{id}/cancel',
    call: () => ({ url: '/content_copies/999999/cancel', body: {} }),
    expected: [401, 403, 403, 404, 404, 403],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/content_copies/{id}/resume',
    call: () => ({ url: '/content_copies/999999/resume', body: {} }),
    expected: [401, 403, 403, 404, 404, 403],
  },
  {
    service: 'main',
    method: 'GET',
    path: '/lesson-search',
    call: () => ({ url: '/lesson-search?q=count' }),
    expected: STUDENT_ONLY,
  },
  // ---- lessons, quizzes, tests and activity time
  {
    service: 'main',
    method: 'POST',
    path: '/api/decrypt_lesson',
    call: () => ({ url: '/api/decrypt_lesson', body: { path: lessonPath } }),
    expected: STUDENT_ONLY,
  },
  {
    service: 'main',
    method: 'POST',
    path: '/api/encrypt_lesson',
    call: () => ({ url: '/api/encrypt_lesson', body: { path: lessonPath } }),
    expected: STUDENT_ONLY,
  },
  {
    service: 'main',
    method: 'POST',
    path: '/quizzes',
    call: () => ({ url: '/quizzes', body: { lesson_id: firstLesson } }),
    expected: [401, 201, 201, 403, 403, 403],
  },
  {
    service: 'main',
    method: 'GET',
    path: '/quizzes/{id}',
    call: (f) => ({ url: `/quizzes/${f.quizA.id}` }),
    expected: [401, 200, 404, 403, 403, 403],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/quizzes/{id}/answers',
    call: (f) => ({
      url: `/quizzes/${f.quizA.id}/answers`,
      body: { position: 1, answer: sampleAnswer(f.quizA.questions[0]!.item, true) },
    }),
    expected: [401, 200, 404, 403, 403, 403],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/tests',
    call: () => ({ url: '/tests', body: { cluster_id: firstCluster } }),
    expected: [401, 201, 201, 403, 403, 403],
  },
  {
    service: 'main',
    method: 'GET',
    path: '/tests',
    call: (f) => ({ url: `/tests?student_id=${f.users.studentA.id}` }),
    expected: [401, 200, 404, 200, 404, 404],
  },
  {
    service: 'main',
    method: 'GET',
    path: '/tests/{id}',
    call: (f) => ({ url: `/tests/${f.testA.id}` }),
    expected: [401, 200, 404, 200, 404, 404],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/tests/{id}/answers',
    call: (f) => ({
      url: `/tests/${f.testA.id}/answers`,
      body: { position: 1, answer: sampleAnswer(f.testA.current!.item, true) },
    }),
    expected: [401, 200, 404, 403, 403, 403],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/api/save_user_activity_time',
    call: (f) => {
      const now = f.t.context.now().getTime();
      return {
        url: '/api/save_user_activity_time',
        body: {
          start_time: new Date(now - 60_000).toISOString(),
          end_time: new Date(now - 1000).toISOString(),
          activity_timer: 10,
          student_id: f.users.studentA.id,
          tutor_id: f.users.tutorA.id,
        },
      };
    },
    expected: [401, 201, 404, 403, 403, 403],
  },
  // ---- per-student reports (tutors of the student's family only)
  ...(
    [
      ['progress', ''],
      ['activity_time', '?from=2026-03-01&to=2026-03-07'],
      ['daily', '?date=2026-03-01'],
      ['attendance', '?month=2026-03'],
    ] as const
  ).map(([report, query]): Row => ({
    service: 'main',
    method: 'GET',
    path: `/students/{id}/reports/${report}`,
    call: (f) => ({ url: `/students/${f.users.studentA.id}/reports/${report}${query}` }),
    expected: MANAGE_A,
  })),
  {
    service: 'main',
    method: 'GET',
    path: '/clusters/{id}/hardest_questions',
    call: (f) => ({
      url: `/clusters/${firstCluster}/hardest_questions?student_id=${f.users.studentA.id}`,
    }),
    expected: MANAGE_A,
  },
  // ---- activity service
  ...ACTIVITY_RESOURCES.flatMap(([resource, body]): Row[] => [
    {
      service: 'activity',
      method: 'GET',
      path: `/v1/${resource}`,
      call: (f) => ({ url: `/v1/${resource}?student_id=${f.users.studentA.id}` }),
      expected: [401, 200, 404, 200, 404, 403],
    },
    {
      service: 'activity',
      method: 'GET',
      path: `/v1/${resource}/{id}`,
      call: (f) => ({ url: `/v1/${resource}/${f.activityIdsA[resource]}` }),
      expected: [401, 200, 404, 200, 404, 403],
    },
    {
      service: 'activity',
      method: 'POST',
      path: `/v1/${resource}`,
      call: () => ({ url: `/v1/${resource}`, body }),
      expected: [401, 201, 201, 403, 403, 403],
    },
    {
      service: 'activity',
      method: 'PUT',
      path: `/v1/${resource}/{id}`,
      call: (f) => ({ url: `/v1/${resource}/${f.activityIdsA[resource]}`, body: { seconds: 1 } }),
      expected: [401, 200, 404, 403, 403, 403],
    },
    {
      service: 'activity',
      method: 'DELETE',
      path: `/v1/${resource}/{id}`,
      call: async (f) => ({ url: `/v1/${resource}/${await activityOfA(f, resource, body)}` }),
      expected: [401, 204, 404, 204, 404, 403],
    },
  ]),
  {
    service: 'activity',
    method: 'POST',
    path: '/v1/serve-lesson',
    call: async (f, who) => {
      // A student must have the lesson open first; open it for every student caller.
      if (who === 'studentA' || who === 'studentB') {
        const opened = await f.t.app.inject({
          method: 'POST',
          url: '/api/decrypt_lesson',
          headers: f.t.bearer(f.tokens[who]),
          payload: { path: lessonPath },
        });
        expect(opened.statusCode).toBe(200);
      }
      return { url: '/v1/serve-lesson', body: { lesson_id: firstLesson } };
    },
    expected: STUDENT_ONLY,
  },
  {
    service: 'activity',
    method: 'POST',
    path: '/v1/activity-beacons',
    call: (f) => ({
      url: '/v1/activity-beacons',
      body: { updates: [{ scope: 'general', id: f.activityIdsA.activities, seconds: 1 }] },
    }),
    expected: [401, 204, 204, 403, 403, 403],
  },
  // ---- practice games
  {
    service: 'activity',
    method: 'POST',
    path: '/v1/game-plays',
    call: () => ({
      url: '/v1/game-plays',
      body: {
        game: 'soccer-goal',
        level: 0,
        score: 1500,
        exercises_done: 5,
        wrong_answers: 1,
        lives_left: 2,
        won: true,
        duration_ms: 60_000,
      },
    }),
    expected: [401, 201, 201, 403, 403, 403],
  },
  {
    service: 'activity',
    method: 'GET',
    path: '/v1/game-scores',
    call: (f) => ({ url: `/v1/game-scores?student_id=${f.users.studentA.id}` }),
    expected: [401, 200, 404, 200, 404, 403],
  },
  {
    service: 'activity',
    method: 'GET',
    path: '/v1/game-preferences',
    call: () => ({ url: '/v1/game-preferences' }),
    expected: [401, 200, 200, 403, 403, 403],
  },
  {
    service: 'activity',
    method: 'PUT',
    path: '/v1/game-preferences',
    call: () => ({
      url: '/v1/game-preferences',
      body: { muted: true, speech: false, levels: { 'soccer-goal': 2 } },
    }),
    expected: [401, 200, 200, 403, 403, 403],
  },
  // ---- dictionary service
  {
    service: 'dictionary',
    method: 'GET',
    path: '/v1/spell',
    call: () => ({ url: '/v1/spell?word=recieve&lang=en' }),
    expected: DICTIONARY,
  },
  {
    service: 'dictionary',
    method: 'GET',
    path: '/v1/words/{word}',
    call: () => ({ url: `/v1/words/${encodeURIComponent('árbol')}?lang=es` }),
    expected: DICTIONARY,
  },
  {
    service: 'dictionary',
    method: 'GET',
    path: '/v1/suggest',
    call: () => ({ url: '/v1/suggest?prefix=ele&lang=en' }),
    expected: DICTIONARY,
  },
  {
    service: 'dictionary',
    method: 'GET',
    path: '/v1/glossary',
    call: () => ({ url: '/v1/glossary?q=count' }),
    expected: DICTIONARY,
  },
  // ---- e-library (students only; a book is packed into DATA_DIR/library on first use)
  ...((): Row[] => {
    const book = '/books/matrix-shelf/kite.zip';
    const shelved = async (f: Fixture, call: Call): Promise<Call> => {
      const { BUNDLED_BOOKS_SOURCES_DIR, packBook } = await import('@aula/content');
      const { existsSync } = await import('node:fs');
      const { join } = await import('node:path');
      const zip = join(f.t.context.env.DATA_DIR, 'library', 'matrix-shelf', 'kite.zip');
      if (!existsSync(zip))
        await packBook(join(BUNDLED_BOOKS_SOURCES_DIR, 'en-a-kite-for-two'), zip);
      return call;
    };
    return [
      {
        service: 'main',
        method: 'GET',
        path: '/books',
        call: (f) => shelved(f, { url: '/books?language=en' }),
        expected: STUDENT_ONLY,
      },
      {
        service: 'main',
        method: 'GET',
        path: '/books/{diskname}/{zip_file}',
        call: (f) => shelved(f, { url: book }),
        expected: STUDENT_ONLY,
      },
      {
        service: 'main',
        method: 'GET',
        path: '/books/{diskname}/{zip_file}/pages/{page}',
        call: (f) => shelved(f, { url: `${book}/pages/1` }),
        expected: STUDENT_ONLY,
      },
      {
        service: 'main',
        method: 'PUT',
        path: '/books/{diskname}/{zip_file}/reading',
        call: (f) => shelved(f, { url: `${book}/reading`, body: { page: 2 } }),
        expected: STUDENT_ONLY,
      },
    ];
  })(),
  // ---- worksheets (students print their tutor's way; the answer key is the tutor's)
  {
    service: 'main',
    method: 'GET',
    path: '/users/me/worksheet_settings',
    call: () => ({ url: '/users/me/worksheet_settings' }),
    expected: [401, 200, 200, 200, 200, 403],
  },
  {
    service: 'main',
    method: 'PUT',
    path: '/users/me/worksheet_settings',
    call: () => ({ url: '/users/me/worksheet_settings', body: { enabled: true } }),
    expected: [401, 403, 403, 200, 200, 403],
  },
  {
    service: 'main',
    method: 'GET',
    path: '/worksheets/{grade_id}/{subject_id}',
    call: () => ({ url: `/worksheets/1/${SAMPLE.subjectId}?seed=1` }),
    expected: [401, 200, 200, 200, 200, 403],
  },
  {
    service: 'main',
    method: 'GET',
    path: '/worksheets/{grade_id}/{subject_id}/answer-key',
    call: () => ({ url: `/worksheets/1/${SAMPLE.subjectId}/answer-key?seed=1` }),
    expected: [401, 403, 403, 200, 200, 403],
  },
  // ---- media settings (a tutor's intro video and lesson audio, read by their students)
  {
    service: 'main',
    method: 'GET',
    path: '/users/me/media_settings',
    call: () => ({ url: '/users/me/media_settings' }),
    expected: [401, 200, 200, 200, 200, 403],
  },
  {
    service: 'main',
    method: 'PUT',
    path: '/users/me/media_settings',
    call: () => ({ url: '/users/me/media_settings', body: { lesson_audio_enabled: true } }),
    expected: [401, 403, 403, 200, 200, 403],
  },
  // ---- licensing: status for everyone signed in, activation for tutors and installers
  {
    service: 'main',
    method: 'POST',
    path: '/tpm_is_activated',
    call: () => ({ url: '/tpm_is_activated', body: {} }),
    expected: SIGNED_IN,
  },
  {
    // A genuine serial of another box: refused (400) once the caller may activate; going
    // through to the activation server is covered in licensing.test.ts.
    service: 'main',
    method: 'POST',
    path: '/activation',
    call: () => ({
      url: '/activation',
      body: {
        serial: issueSerial(licenseKeys.privateKey, { boxNumber: 'BOX-1' }),
        box_number: 'BOX-2',
      },
    }),
    expected: [401, 403, 403, 400, 400, 400],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/activation/phone',
    call: async (f) => {
      const serial = issueSerial(licenseKeys.privateKey, { boxNumber: 'BOX-1' });
      const checked = checkSerial(createPublicKey(licenseKeys.privateKey), serial, 'BOX-1');
      if (!checked.ok) throw new Error('test serial not valid');
      const installation = await ensureInstallationId(f.t.context.database.db);
      const key_number = phoneKeyFor(licenseKeys.privateKey, checked.serial, installation);
      return { url: '/activation/phone', body: { serial, box_number: 'BOX-1', key_number } };
    },
    expected: [401, 403, 403, 200, 200, 200],
  },
  {
    service: 'main',
    method: 'PUT',
    path: '/web_trial_registration',
    call: () => ({
      url: '/web_trial_registration',
      body: { email: 'family@example.com', confirm_email: 'family@example.com' },
    }),
    expected: [401, 403, 403, 200, 200, 403],
  },
  {
    // The vendor's activation server is public: the signed serial is the credential.
    service: 'main',
    method: 'POST',
    path: '/vendor/activations',
    call: (f) => ({
      url: '/vendor/activations',
      body: {
        serial: issueSerial(licenseKeys.privateKey, { boxNumber: 'BOX-1' }),
        box_number: 'BOX-1',
        installation_id: unique(f, 'INSTALLATION'),
      },
    }),
    expected: [200, 200, 200, 200, 200, 200],
  },
  // ---- the first-run welcome (each student and tutor their own)
  {
    service: 'main',
    method: 'GET',
    path: '/users/me/welcome',
    call: () => ({ url: '/users/me/welcome' }),
    expected: [401, 200, 200, 200, 200, 403],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/users/me/welcome',
    call: () => ({ url: '/users/me/welcome' }),
    expected: [401, 200, 200, 200, 200, 403],
  },
  // ---- the notice of a damaged database log: every tutor reads it, only an installer dismisses
  {
    service: 'main',
    method: 'GET',
    path: '/wal_damage',
    call: () => ({ url: '/wal_damage' }),
    expected: [401, 403, 403, 200, 200, 200],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/wal_damage/dismiss',
    call: () => ({ url: '/wal_damage/dismiss' }),
    expected: [401, 403, 403, 403, 403, 200],
  },
  // ---- evaluations
  {
    service: 'main',
    method: 'POST',
    path: '/evaluations',
    call: (f) => ({ url: '/evaluations', body: evaluationOf(f.users.studentA.id) }),
    expected: [401, 403, 403, 201, 404, 403],
  },
  {
    service: 'main',
    method: 'GET',
    path: '/evaluations',
    call: (f) => ({ url: `/evaluations?student_id=${f.users.studentA.id}` }),
    expected: [401, 200, 404, 200, 404, 403],
  },
  {
    service: 'main',
    method: 'GET',
    path: '/evaluations/{id}',
    call: (f) => ({ url: `/evaluations/${f.evaluationIdA}` }),
    expected: [401, 200, 404, 200, 404, 403],
  },
  {
    service: 'main',
    method: 'POST',
    path: '/evaluations/{id}/answers',
    call: async (f) => {
      const evaluation = await f.t.app.inject({
        method: 'GET',
        url: `/evaluations/${f.evaluationIdA}`,
        headers: f.t.bearer(f.tokens.studentA),
      });
      const current = evaluation.json<EvaluationDetail>().current!;
      return {
        url: `/evaluations/${f.evaluationIdA}/answers`,
        body: { position: current.position, answer: sampleAnswer(current.item, true) },
      };
    },
    expected: [401, 200, 404, 403, 403, 403],
  },
  {
    service: 'main',
    method: 'DELETE',
    path: '/evaluations/{id}',
    call: async (f) => ({ url: `/evaluations/${await evaluationOfA(f, f.users.studentB.id)}` }),
    expected: [401, 403, 403, 204, 404, 403],
  },
  // Last: signing out revokes the token used.
  {
    service: 'main',
    method: 'POST',
    path: '/logout',
    call: () => ({ url: '/logout' }),
    expected: [401, 204, 204, 204, 204, 204],
    freshToken: true,
  },
];

function documentedRoutes(app: FastifyInstance): string[] {
  const spec = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths ?? {}).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe.each(testDialects())('authorization matrix on %s', (dialect) => {
  const f = {} as Fixture;
  let cells = 0;

  beforeAll(async () => {
    const t = await createDictionaryTestApp(dialect);
    licenseKeys.install(t.context);
    const tutorA = await t.createUser('tutor', { firstname: 'Quillon' });
    const family = { account_id: tutorA.account_id, tutor_id: tutorA.id };
    const studentA = await t.createUser('student', {
      ...family,
      firstname: 'Zephyrina',
      username: 'zephyrina.a',
    });
    const studentB = await t.createUser('student', family);
    const otherTutor = await t.createUser('tutor');
    await t.createUser('student', { account_id: otherTutor.account_id, tutor_id: otherTutor.id });
    const installer = await t.createUser('installer');
    const users = { studentA, studentB, tutorA, otherTutor, installer };
    const tokens = Object.fromEntries(
      await Promise.all(
        Object.entries(users).map(async ([who, user]) => [who, await t.tokenFor(user)]),
      ),
    ) as Fixture['tokens'];
    Object.assign(f, { t, users, tokens, counter: 0, activityIdsA: {} });

    const as = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: t.bearer(tokens.studentA) });
    // Both students have studied the first cluster, so its quizzes and its test are open.
    for (const student of [studentA, studentB]) await t.completeLessons(student.id, firstCluster);
    f.quizA = (await as('/quizzes', { lesson_id: firstLesson })).json<Quiz>();
    f.testA = (await as('/tests', { cluster_id: firstCluster })).json<Test>();
    f.evaluationIdA = await evaluationOfA(f, f.users.studentA.id);
    for (const [resource, body] of ACTIVITY_RESOURCES)
      f.activityIdsA[resource] = await activityOfA(f, resource, body);
  });

  afterAll(async () => {
    console.info(
      `authorization matrix (${dialect}): ${ROWS.length} endpoints × ${WHO.length} callers = ${cells} cells`,
    );
    await f.t.close();
  });

  it('names every documented endpoint of the main, activity and dictionary services', () => {
    const documented = [
      ...documentedRoutes(f.t.app as unknown as FastifyInstance),
      ...documentedRoutes(f.t.activity as unknown as FastifyInstance),
      ...documentedRoutes(f.t.dictionary as unknown as FastifyInstance),
    ].sort();
    const covered = ROWS.map((row) => `${row.method} ${row.path}`).sort();
    expect(covered).toEqual(documented);
  });

  it.each(ROWS.map((row) => [`${row.method} ${row.path}`, row] as const))(
    '%s',
    async (_name, row) => {
      const app = { main: f.t.app, activity: f.t.activity, dictionary: f.t.dictionary }[
        row.service
      ];
      const statuses: number[] = [];
      for (const who of WHO) {
        const { url, body } = await row.call(f, who);
        const token =
          who === 'none'
            ? undefined
            : row.freshToken
              ? await f.t.tokenFor(f.users[who])
              : f.tokens[who];
        const response = await app.inject({
          method: row.method,
          url,
          ...(body === undefined ? {} : { payload: body as object }),
          headers: token ? f.t.bearer(token) : {},
        });
        statuses.push(response.statusCode);
        cells += 1;
        // Nothing of student A's family reaches the other family or A's sibling.
        if ((who === 'otherTutor' || who === 'studentB') && response.statusCode < 300) {
          expect(response.body, `${who} ${row.method} ${url}`).not.toMatch(/Zephyrina|Quillon/);
        }
      }
      expect(Object.fromEntries(WHO.map((who, i) => [who, statuses[i]]))).toEqual(
        Object.fromEntries(WHO.map((who, i) => [who, row.expected[i]])),
      );
    },
  );
});
