import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import { SAMPLE } from '@aula/content/testing';
import type {
  ActivityTimeReport,
  AttendanceReport,
  DailyReport,
  HardestQuestions,
  ProgressReport,
} from '@aula/shared';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';
import { sampleLessonState } from '../../../testing/sample-pack';
import type { UserRow } from '../../../domain/users/users-repository';

const [firstCluster, secondCluster] = SAMPLE.clusterIds as [number, number];
const [firstLesson, secondLesson, , fourthLesson] = SAMPLE.lessonIds as [
  number,
  number,
  number,
  number,
];
const LA = 'America/Los_Angeles';
const at = (iso: string) => new Date(iso).toISOString();

describe.each(testDialects())('per-student reports on %s', (dialect) => {
  let t: CatalogueTestApp;
  let tutor: UserRow;
  let student: UserRow;
  let sibling: UserRow;
  let tutorToken: string;
  // One app per file; each test has a family of its own.
  beforeAll(async () => {
    t = await createCatalogueTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    tutor = await t.createUser('tutor');
    const family = { account_id: tutor.account_id, tutor_id: tutor.id };
    student = await t.createUser('student', { ...family, firstname: 'Ana' });
    sibling = await t.createUser('student', { ...family, firstname: 'Beto' });
    tutorToken = await t.tokenFor(tutor);
  });

  const db = () => t.context.database.db;
  const get = (url: string, as: string | null = tutorToken, lang = 'en') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(as === null ? {} : t.bearer(as)), 'accept-language': lang },
    });
  async function report<T>(url: string, lang = 'en'): Promise<T> {
    const response = await get(url, tutorToken, lang);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  async function span(studentId: number, start: string, seconds: number) {
    await db()
      .insertInto('user_activity_times')
      .values({
        student_id: studentId,
        tutor_id: tutor.id,
        start_time: at(start),
        end_time: new Date(Date.parse(start) + seconds * 1000 + 5000).toISOString(),
        activity_timer: seconds,
        created_at: at(start),
      })
      .execute();
  }

  async function activity(
    studentId: number,
    scope: string,
    startedAt: string,
    seconds: number,
    place: {
      subject_id?: number;
      lesson_id?: number;
      title_en?: string;
      title_es?: string;
    } = {},
  ) {
    await db()
      .insertInto('activities')
      .values({
        student_id: studentId,
        scope,
        parent_id: null,
        grade_id: 1,
        subject_id: place.subject_id ?? null,
        cluster_id: place.lesson_id ? Math.floor(place.lesson_id / 100) : null,
        lesson_id: place.lesson_id ?? null,
        title_en: place.title_en ?? 'Study session',
        title_es: place.title_es ?? 'Sesión de estudio',
        search_text: '',
        started_at: at(startedAt),
        last_active_at: new Date(Date.parse(startedAt) + seconds * 1000).toISOString(),
        active_seconds: seconds,
        last_update_key: null,
      })
      .execute();
  }

  async function quizAttempt(
    studentId: number,
    lessonId: number,
    startedAt: string,
    result: { correct: number; finishedAt: string | null },
  ) {
    return db()
      .insertInto('quiz_attempts')
      .values({
        student_id: studentId,
        lesson_id: lessonId,
        cluster_id: Math.floor(lessonId / 100),
        subject_id: SAMPLE.subjectId,
        grade_id: 1,
        total: 4,
        answered_count: result.finishedAt ? 4 : 1,
        correct_count: result.correct,
        passed: result.finishedAt ? (result.correct >= 3 ? 1 : 0) : null,
        next_lesson_id: null,
        started_at: at(startedAt),
        finished_at: result.finishedAt && at(result.finishedAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  async function testAttempt(
    studentId: number,
    clusterId: number,
    startedAt: string,
    result: { correct: number; finishedAt: string | null },
  ) {
    return db()
      .insertInto('test_attempts')
      .values({
        student_id: studentId,
        cluster_id: clusterId,
        subject_id: SAMPLE.subjectId,
        grade_id: 1,
        seconds_per_question: 0,
        total: 10,
        answered_count: result.finishedAt ? 10 : 3,
        correct_count: result.correct,
        current_position: result.finishedAt ? 11 : 4,
        current_presented_at: at(startedAt),
        started_at: at(startedAt),
        finished_at: result.finishedAt && at(result.finishedAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  const reportsOf = (id: number) => `/students/${id}/reports`;

  describe('activity time', () => {
    it('counts each span and subject on the local day it started, every day of the range present', async () => {
      // In Los Angeles (UTC-8 in winter): 2026-03-01T02:30Z is still February 28.
      await span(student.id, '2026-02-27T07:59:59Z', 500); // Feb 26 23:59:59: before the range
      await span(student.id, '2026-02-27T08:00:00Z', 100); // Feb 27 00:00
      await span(student.id, '2026-03-01T02:30:00Z', 300); // Feb 28 18:30
      await span(student.id, '2026-03-01T20:00:00Z', 200); // Mar 1 12:00
      await span(student.id, '2026-03-04T07:59:59Z', 50); // Mar 3 23:59:59
      await span(student.id, '2026-03-04T08:00:00Z', 999); // Mar 4: after the range
      await span(sibling.id, '2026-03-01T20:00:00Z', 777); // someone else's
      await activity(student.id, 'subject', '2026-02-27T07:59:59Z', 400, {
        subject_id: SAMPLE.subjectId,
      });
      await activity(student.id, 'subject', '2026-03-01T02:30:00Z', 120, {
        subject_id: SAMPLE.subjectId,
      });
      await activity(student.id, 'subject', '2026-03-01T20:00:00Z', 60, {
        subject_id: SAMPLE.subjectId,
      });
      // A lesson's time is already inside its subject's: not counted again.
      await activity(student.id, 'lesson', '2026-03-01T20:01:00Z', 45, {
        subject_id: SAMPLE.subjectId,
        lesson_id: firstLesson,
      });
      // A subject no longer in the catalogue cannot be named; its day total still counts.
      await activity(student.id, 'subject', '2026-03-01T20:00:00Z', 30, { subject_id: 999 });

      const url = `${reportsOf(student.id)}/activity_time?from=2026-02-27&to=2026-03-03&time_zone=${LA}`;
      const result = await report<ActivityTimeReport>(url);
      expect(result).toEqual({
        student_id: student.id,
        from: '2026-02-27',
        to: '2026-03-03',
        time_zone: LA,
        total_seconds: 650,
        subjects: [
          { subject_id: SAMPLE.subjectId, name: 'Math', abbreviation: 'Math', seconds: 180 },
        ],
        days: [
          { date: '2026-02-27', seconds: 100, subjects: [] },
          {
            date: '2026-02-28',
            seconds: 300,
            subjects: [{ subject_id: SAMPLE.subjectId, seconds: 120 }],
          },
          {
            date: '2026-03-01',
            seconds: 200,
            subjects: [{ subject_id: SAMPLE.subjectId, seconds: 60 }],
          },
          { date: '2026-03-02', seconds: 0, subjects: [] },
          { date: '2026-03-03', seconds: 50, subjects: [] },
        ],
      });

      // In UTC the same rows fall on other days.
      const utc = await report<ActivityTimeReport>(
        `${reportsOf(student.id)}/activity_time?from=2026-02-27&to=2026-03-03`,
      );
      expect(utc.time_zone).toBe('UTC');
      expect(utc.days.map((day) => day.seconds)).toEqual([600, 0, 500, 0, 0]);

      const spanish = await report<ActivityTimeReport>(url, 'es');
      expect(spanish.subjects[0]).toMatchObject({ name: 'Matemáticas', abbreviation: 'Math' });
    });

    it('follows the clock change: the 23-hour day of March 8 in Los Angeles', async () => {
      await span(student.id, '2026-03-08T08:00:00Z', 20); // Mar 8 00:00 PST
      await span(student.id, '2026-03-09T06:59:59Z', 30); // Mar 8 23:59:59 PDT
      await span(student.id, '2026-03-09T07:30:00Z', 40); // Mar 9 00:30 PDT (not Mar 8 23:30)
      const result = await report<ActivityTimeReport>(
        `${reportsOf(student.id)}/activity_time?from=2026-03-07&to=2026-03-09&time_zone=${LA}`,
      );
      expect(result.days.map((day) => [day.date, day.seconds])).toEqual([
        ['2026-03-07', 0],
        ['2026-03-08', 50],
        ['2026-03-09', 40],
      ]);
      expect(result.total_seconds).toBe(90);
      expect(result.subjects).toEqual([]);
    });
  });

  describe('attendance', () => {
    it("marks a month's days with study on the local calendar, across the 25-hour day", async () => {
      await span(student.id, '2026-11-01T06:59:59Z', 11); // Oct 31 23:59:59 PDT: not November
      await span(student.id, '2026-11-01T07:00:00Z', 100); // Nov 1 00:00 PDT
      await span(student.id, '2026-11-02T07:30:00Z', 200); // Nov 1 23:30 PST (25-hour day)
      await span(student.id, '2026-11-15T18:00:00Z', 0); // a span with no active second
      await span(student.id, '2026-11-30T12:00:00Z', 300);
      await span(student.id, '2026-12-01T07:59:59Z', 400); // Nov 30 23:59:59 PST
      await span(student.id, '2026-12-01T08:00:00Z', 13); // Dec 1: not November
      await span(sibling.id, '2026-11-10T18:00:00Z', 999);

      const result = await report<AttendanceReport>(
        `${reportsOf(student.id)}/attendance?month=2026-11&time_zone=${LA}`,
      );
      expect(result).toEqual({
        student_id: student.id,
        month: '2026-11',
        time_zone: LA,
        days_in_month: 30,
        days_present: 2,
        total_seconds: 1000,
        days: [
          { date: '2026-11-01', seconds: 300 },
          { date: '2026-11-30', seconds: 700 },
        ],
      });

      const leapFebruary = await report<AttendanceReport>(
        `${reportsOf(student.id)}/attendance?month=2028-02`,
      );
      expect(leapFebruary).toMatchObject({
        days_in_month: 29,
        days_present: 0,
        total_seconds: 0,
        days: [],
      });
    });
  });

  describe('daily activity', () => {
    it('lists what the student did that local day, in order, with the totals', async () => {
      const lessonTitle = (id: number) => ({
        title_en: `Counting lesson ${id}`,
        title_es: `Lección de conteo ${id}`,
      });
      // February 28 in Los Angeles runs from 08:00Z on the 28th to 08:00Z on March 1.
      await span(student.id, '2026-02-28T17:00:00Z', 3000);
      await span(student.id, '2026-03-01T02:00:00Z', 200);
      await span(student.id, '2026-02-28T07:59:59Z', 999); // February 27 there
      await activity(student.id, 'general', '2026-02-28T17:00:00Z', 3000);
      await activity(student.id, 'subject', '2026-02-28T17:01:00Z', 2000, {
        subject_id: SAMPLE.subjectId,
        title_en: 'Math',
        title_es: 'Matemáticas',
      });
      await activity(student.id, 'lesson', '2026-02-28T17:05:00Z', 600, {
        subject_id: SAMPLE.subjectId,
        lesson_id: firstLesson,
        ...lessonTitle(firstLesson),
      });
      await activity(student.id, 'lesson', '2026-02-28T17:30:00Z', 300, {
        subject_id: SAMPLE.subjectId,
        lesson_id: secondLesson,
        ...lessonTitle(secondLesson),
      });
      await activity(student.id, 'game', '2026-02-28T19:00:00Z', 120, {
        subject_id: SAMPLE.subjectId,
        title_en: 'Number race',
        title_es: 'Carrera de números',
      });
      await activity(student.id, 'lesson', '2026-02-28T07:59:59Z', 50, {
        lesson_id: fourthLesson,
        ...lessonTitle(fourthLesson),
      });
      await activity(sibling.id, 'lesson', '2026-02-28T18:00:00Z', 50, {
        lesson_id: fourthLesson,
        ...lessonTitle(fourthLesson),
      });
      await quizAttempt(student.id, firstLesson, '2026-02-28T17:21:00Z', {
        correct: 3,
        finishedAt: '2026-02-28T17:25:00Z',
      });
      // Started at 18:30 local time, not finished.
      await quizAttempt(student.id, secondLesson, '2026-03-01T02:30:00Z', {
        correct: 1,
        finishedAt: null,
      });
      const test = await testAttempt(student.id, firstCluster, '2026-02-28T18:10:00Z', {
        correct: 9,
        finishedAt: '2026-02-28T18:20:00Z',
      });
      await testAttempt(student.id, secondCluster, '2026-03-01T09:00:00Z', {
        correct: 2,
        finishedAt: '2026-03-01T09:10:00Z',
      });

      const url = `${reportsOf(student.id)}/daily?date=2026-02-28&time_zone=${LA}`;
      const result = await report<DailyReport>(url);
      expect(result).toMatchObject({
        student_id: student.id,
        date: '2026-02-28',
        time_zone: LA,
        total_seconds: 3200,
        lessons_opened: 2,
        lessons_completed: 1,
        quizzes: 2,
        tests: 1,
      });
      const none = {
        ended_at: null,
        seconds: null,
        subject_name: null,
        completed: null,
        correct_count: null,
        total: null,
        passed: null,
        percentage: null,
        letter_grade: null,
        test_id: null,
      };
      expect(result.events).toEqual([
        {
          ...none,
          kind: 'session',
          started_at: at('2026-02-28T17:00:00Z'),
          ended_at: at('2026-02-28T17:50:00Z'),
          seconds: 3000,
          title: 'Study session',
        },
        {
          ...none,
          kind: 'lesson',
          started_at: at('2026-02-28T17:05:00Z'),
          ended_at: at('2026-02-28T17:15:00Z'),
          seconds: 600,
          title: `Counting lesson ${firstLesson}`,
          subject_name: 'Math',
          completed: true,
        },
        {
          ...none,
          kind: 'quiz',
          started_at: at('2026-02-28T17:21:00Z'),
          ended_at: at('2026-02-28T17:25:00Z'),
          title: `Counting lesson ${firstLesson}`,
          subject_name: 'Math',
          correct_count: 3,
          total: 4,
          passed: true,
        },
        {
          ...none,
          kind: 'lesson',
          started_at: at('2026-02-28T17:30:00Z'),
          ended_at: at('2026-02-28T17:35:00Z'),
          seconds: 300,
          title: `Counting lesson ${secondLesson}`,
          subject_name: 'Math',
          completed: false,
        },
        {
          ...none,
          kind: 'test',
          started_at: at('2026-02-28T18:10:00Z'),
          ended_at: at('2026-02-28T18:20:00Z'),
          title: 'Cluster 1',
          subject_name: 'Math',
          correct_count: 9,
          total: 10,
          percentage: 90,
          letter_grade: 'A-',
          test_id: test.id,
        },
        {
          ...none,
          kind: 'game',
          started_at: at('2026-02-28T19:00:00Z'),
          ended_at: at('2026-02-28T19:02:00Z'),
          seconds: 120,
          title: 'Number race',
          subject_name: 'Math',
        },
        {
          ...none,
          kind: 'quiz',
          started_at: at('2026-03-01T02:30:00Z'),
          title: `Counting lesson ${secondLesson}`,
          subject_name: 'Math',
          total: 4,
        },
      ]);

      const spanish = await report<DailyReport>(url, 'es');
      expect(spanish.events.map((event) => [event.kind, event.title, event.subject_name])).toEqual([
        ['session', 'Sesión de estudio', null],
        ['lesson', `Lección de conteo ${firstLesson}`, 'Matemáticas'],
        ['quiz', `Lección de conteo ${firstLesson}`, 'Matemáticas'],
        ['lesson', `Lección de conteo ${secondLesson}`, 'Matemáticas'],
        ['test', 'Grupo 1', 'Matemáticas'],
        ['game', 'Carrera de números', 'Matemáticas'],
        ['quiz', `Lección de conteo ${secondLesson}`, 'Matemáticas'],
      ]);

      // The same moments in UTC: the evening quiz and span belong to March 1.
      const utc = await report<DailyReport>(`${reportsOf(student.id)}/daily?date=2026-03-01`);
      expect(utc).toMatchObject({ total_seconds: 200, quizzes: 1, tests: 1, lessons_opened: 0 });
      expect(utc.events.map((event) => event.kind)).toEqual(['quiz', 'test']);
    });

    it('answers an empty day with zeros', async () => {
      const result = await report<DailyReport>(`${reportsOf(student.id)}/daily?date=2026-05-05`);
      expect(result).toEqual({
        student_id: student.id,
        date: '2026-05-05',
        time_zone: 'UTC',
        total_seconds: 0,
        lessons_opened: 0,
        lessons_completed: 0,
        quizzes: 0,
        tests: 0,
        events: [],
      });
    });
  });

  describe('progress', () => {
    it('shows the figures the student sees, for the student named', async () => {
      await db()
        .insertInto('student_lesson_states')
        .values([
          sampleLessonState(student.id, 0, { is_locked: 2, state_id: 3 }),
          sampleLessonState(student.id, 1, { is_locked: 1, state_id: 2 }),
        ])
        .execute();
      const seen = await t.app.inject({
        method: 'POST',
        url: '/progress_view',
        payload: { grade_path: 'grade-1' },
        headers: t.bearer(await t.tokenFor(student)),
      });
      const result = await report<ProgressReport>(`${reportsOf(student.id)}/progress`);
      expect(result).toEqual({ ...seen.json(), student_id: student.id, needs_help: [] });
      const cluster = result.subjects[0]!.clusters[0]!;
      expect(cluster).toMatchObject({ completed_lessons: 1, in_progress: 1, not_started: 1 });
      expect(result.progress_percent).toBeGreaterThan(0);

      // The sibling has done nothing.
      const other = await report<ProgressReport>(`${reportsOf(sibling.id)}/progress`);
      expect(other.progress_percent).toBe(0);
      expect(other.subjects[0]!.clusters[0]).toMatchObject({ completed_lessons: 0 });
      expect(
        (await report<ProgressReport>(`${reportsOf(student.id)}/progress`, 'es')).grade.name,
      ).toBe('Primer grado');
    });
  });

  describe('validation', () => {
    const cases: [string, string, string, string][] = [
      [
        'a date that does not exist',
        '/activity_time?from=2026-02-30&to=2026-03-01',
        'Write the date as YYYY-MM-DD',
        'Escribe la fecha como AAAA-MM-DD',
      ],
      [
        'a date in another format',
        '/daily?date=03/01/2026',
        'Write the date as YYYY-MM-DD',
        'Escribe la fecha como AAAA-MM-DD',
      ],
      ['no date', '/daily', 'Write the date as YYYY-MM-DD', 'Escribe la fecha como AAAA-MM-DD'],
      [
        'an end before the start',
        '/activity_time?from=2026-03-02&to=2026-03-01',
        'The end date must be on or after the start date',
        'La fecha final debe ser igual o posterior a la inicial',
      ],
      [
        'a range of more than 366 days',
        '/activity_time?from=2024-01-01&to=2025-01-01',
        'Choose a range of at most 366 days',
        'Elige un intervalo de 366 días como máximo',
      ],
      [
        'a month that does not exist',
        '/attendance?month=2026-13',
        'Write the month as YYYY-MM',
        'Escribe el mes como AAAA-MM',
      ],
      [
        'an unknown time zone',
        '/attendance?month=2026-11&time_zone=Mars/Olympus',
        'Choose a valid time zone',
        'Elige una zona horaria válida',
      ],
      [
        'an unknown time zone for a day',
        '/daily?date=2026-11-01&time_zone=GMT%2B99',
        'Choose a valid time zone',
        'Elige una zona horaria válida',
      ],
    ];
    it.each(cases)('refuses %s with the translated text', async (_name, path, en, es) => {
      for (const [lang, message] of [
        ['en', en],
        ['es', es],
      ] as const) {
        const response = await get(`${reportsOf(student.id)}${path}`, tutorToken, lang);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ error: 'validation', message });
      }
    });

    it('accepts a range of exactly 366 days', async () => {
      const result = await report<ActivityTimeReport>(
        `${reportsOf(student.id)}/activity_time?from=2024-01-01&to=2024-12-31`,
      );
      expect(result.days).toHaveLength(366);
      expect(result.days.at(-1)).toEqual({ date: '2024-12-31', seconds: 0, subjects: [] });
    });
  });

  describe('access', () => {
    const paths = [
      '/progress',
      '/activity_time?from=2026-03-01&to=2026-03-07',
      '/daily?date=2026-03-01',
      '/attendance?month=2026-03',
    ];
    it.each(paths)('%s: tutors of the family only', async (path) => {
      const url = `${reportsOf(student.id)}${path}`;
      const other = await t.createUser('tutor');
      const otherStudent = await t.createUser('student', {
        account_id: other.account_id,
        tutor_id: other.id,
      });
      const installer = await t.createUser('installer');
      expect((await get(url, null)).statusCode).toBe(401);
      const asStudent = await get(url, await t.tokenFor(student));
      expect(asStudent.statusCode).toBe(403);
      expect(asStudent.json()).toMatchObject({ error: 'forbidden' });
      expect((await get(url, await t.tokenFor(installer))).statusCode).toBe(403);
      const asOther = await get(url, await t.tokenFor(other));
      expect(asOther.statusCode).toBe(404);
      expect(asOther.body).not.toContain('Ana');
      // Their own student is theirs to see; a tutor is not a student; nobody is 404 too.
      expect((await get(`${reportsOf(otherStudent.id)}${path}`, tutorToken)).statusCode).toBe(404);
      expect((await get(`${reportsOf(tutor.id)}${path}`, tutorToken)).statusCode).toBe(404);
      expect((await get(`${reportsOf(987654)}${path}`, tutorToken)).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(200);
    });
  });

  describe('hardest questions', () => {
    type Status = 'correct' | 'wrong' | 'timeout' | 'pending';
    const poolOf = async (lessonId: number | null, clusterId: number | null) => {
      const rows = await db()
        .selectFrom('questions')
        .select(['item_id', 'item'])
        .where(lessonId === null ? 'cluster_id' : 'lesson_id', '=', lessonId ?? clusterId!)
        .execute();
      return new Map(rows.map((row) => [row.item_id, row.item]));
    };

    async function asked(
      kind: 'quiz' | 'test',
      attemptId: number,
      answers: [itemId: string, status: Status][],
      pool: Map<string, string>,
    ) {
      await db()
        .insertInto('attempt_questions')
        .values(
          answers.map(([itemId, status], index) => ({
            attempt_kind: kind,
            attempt_id: attemptId,
            position: index + 1,
            item_id: itemId,
            item: pool.get(itemId)!,
            seed: 1,
            status,
            answer: null,
            answered_at: status === 'pending' ? null : at('2026-03-01T10:00:00Z'),
          })),
        )
        .execute();
    }
    const quiz = async (studentId: number, lessonId: number, answers: [string, Status][]) => {
      const { id } = await quizAttempt(studentId, lessonId, '2026-03-01T10:00:00Z', {
        correct: answers.filter(([, status]) => status === 'correct').length,
        finishedAt: '2026-03-01T10:05:00Z',
      });
      await asked('quiz', id, answers, await poolOf(lessonId, null));
    };

    beforeEach(async () => {
      await quiz(student.id, firstLesson, [
        ['quiz-1', 'wrong'],
        ['quiz-2', 'correct'],
        ['quiz-3', 'timeout'],
        ['quiz-4', 'pending'],
      ]);
      await quiz(student.id, firstLesson, [
        ['quiz-1', 'wrong'],
        ['quiz-2', 'wrong'],
        ['quiz-3', 'correct'],
        ['quiz-5', 'correct'],
      ]);
      await quiz(sibling.id, firstLesson, [
        ['quiz-1', 'correct'],
        ['quiz-2', 'wrong'],
        ['quiz-6', 'correct'],
        ['quiz-7', 'correct'],
      ]);
      // Item ids repeat from one lesson's pool to the next: another lesson, another question.
      await quiz(sibling.id, secondLesson, [
        ['quiz-1', 'wrong'],
        ['quiz-2', 'correct'],
        ['quiz-3', 'correct'],
        ['quiz-4', 'correct'],
      ]);
      // Another cluster's quiz.
      await quiz(student.id, fourthLesson, [
        ['quiz-8', 'wrong'],
        ['quiz-2', 'wrong'],
        ['quiz-3', 'wrong'],
        ['quiz-4', 'wrong'],
      ]);
      const test = await testAttempt(student.id, firstCluster, '2026-03-01T11:00:00Z', {
        correct: 1,
        finishedAt: '2026-03-01T11:10:00Z',
      });
      await asked(
        'test',
        test.id,
        [
          ['test-1', 'timeout'],
          ['test-2', 'correct'],
        ],
        await poolOf(null, firstCluster),
      );
      // Another family's child misses a question over and over: not this tutor's business.
      const other = await t.createUser('tutor');
      const stranger = await t.createUser('student', {
        account_id: other.account_id,
        tutor_id: other.id,
      });
      for (let attempt = 0; attempt < 3; attempt += 1)
        await quiz(stranger.id, firstLesson, [
          ['quiz-5', 'wrong'],
          ['quiz-6', 'wrong'],
          ['quiz-7', 'wrong'],
          ['quiz-8', 'wrong'],
        ]);
    });

    it("lists the cluster's questions the tutor's students missed, most missed first", async () => {
      const result = await report<HardestQuestions>(`/clusters/${firstCluster}/hardest_questions`);
      const lesson1 = `Counting lesson ${firstLesson}`;
      expect(result).toEqual({
        cluster_id: firstCluster,
        cluster_title: 'Cluster 1',
        subject_name: 'Math',
        items: [
          {
            item_id: 'quiz-1',
            source: 'quiz',
            lesson_title: lesson1,
            prompt: 'Question quiz-1?',
            asked: 3,
            missed: 2,
            missed_percent: 66.67,
            students: 2,
          },
          {
            item_id: 'quiz-2',
            source: 'quiz',
            lesson_title: lesson1,
            prompt: 'Question quiz-2?',
            asked: 3,
            missed: 2,
            missed_percent: 66.67,
            students: 2,
          },
          {
            item_id: 'quiz-3',
            source: 'quiz',
            lesson_title: lesson1,
            prompt: 'Question quiz-3?',
            asked: 2,
            missed: 1,
            missed_percent: 50,
            students: 1,
          },
          {
            item_id: 'quiz-1',
            source: 'quiz',
            lesson_title: `Counting lesson ${secondLesson}`,
            prompt: 'Question quiz-1?',
            asked: 1,
            missed: 1,
            missed_percent: 100,
            students: 1,
          },
          {
            item_id: 'test-1',
            source: 'test',
            lesson_title: null,
            prompt: 'Question test-1?',
            asked: 1,
            missed: 1,
            missed_percent: 100,
            students: 1,
          },
        ],
      });
    });

    it('narrows to one student, limits, and speaks the viewer’s language', async () => {
      const result = await report<HardestQuestions>(
        `/clusters/${firstCluster}/hardest_questions?student_id=${sibling.id}&limit=1`,
        'es',
      );
      expect(result).toMatchObject({ cluster_title: 'Grupo 1', subject_name: 'Matemáticas' });
      expect(result.items).toEqual([
        {
          item_id: 'quiz-2',
          source: 'quiz',
          lesson_title: `Lección de conteo ${firstLesson}`,
          prompt: '¿Pregunta quiz-2?',
          asked: 1,
          missed: 1,
          missed_percent: 100,
          students: 1,
        },
      ]);
      const all = await report<HardestQuestions>(
        `/clusters/${firstCluster}/hardest_questions?student_id=${sibling.id}`,
      );
      expect(all.items.map((item) => [item.item_id, item.lesson_title])).toEqual([
        ['quiz-2', `Counting lesson ${firstLesson}`],
        ['quiz-1', `Counting lesson ${secondLesson}`],
      ]);
      const untouched = await report<HardestQuestions>(
        `/clusters/${secondCluster}/hardest_questions?student_id=${sibling.id}`,
      );
      expect(untouched.items).toEqual([]);
    });

    it("refuses an unknown cluster, another family's student and a bad limit", async () => {
      expect((await get('/clusters/999/hardest_questions')).statusCode).toBe(404);
      const other = await t.createUser('tutor');
      const stranger = await t.createUser('student', {
        account_id: other.account_id,
        tutor_id: other.id,
      });
      const response = await get(
        `/clusters/${firstCluster}/hardest_questions?student_id=${stranger.id}`,
      );
      expect(response.statusCode).toBe(404);
      expect((await get(`/clusters/${firstCluster}/hardest_questions?limit=0`)).statusCode).toBe(
        400,
      );
      // Another tutor sees only their own students' misses: none here.
      const theirs = await get(
        `/clusters/${firstCluster}/hardest_questions`,
        await t.tokenFor(other),
      );
      expect(theirs.json<HardestQuestions>().items).toEqual([]);
      const asStudent = await get(
        `/clusters/${firstCluster}/hardest_questions`,
        await t.tokenFor(student),
      );
      expect(asStudent.statusCode).toBe(403);
    });
  });
});
