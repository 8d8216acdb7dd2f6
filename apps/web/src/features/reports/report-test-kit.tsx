/*
 * What the reports' tests share: the answers of the main service for one student, rendering the
 * report routes, catching the downloaded CSV and reading a table off the screen.
 */
import type {
  ActivityTimeReport,
  AttendanceReport,
  Cluster,
  DailyEvent,
  DailyReport,
  ProgressReport,
  SubjectDetail,
  TestSummary,
} from '@aula/shared';
import { within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterAll, beforeAll, vi } from 'vitest';
import { currentUser, student } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { tutorReportRoutes } from './routes';

export const leo = student({ id: 7, firstname: 'Leo', lastname: 'Pérez', username: 'leo' });

export function renderReports(path: string) {
  return renderRoutes(tutorReportRoutes, { path, user: currentUser('tutor') });
}

/** The time zone the tests' clock runs in (no daylight saving time since 2022). */
export const TEST_TIME_ZONE = 'America/Mexico_City';

/** Runs the file's tests on a known clock (call at the top level); the old zone comes back after. */
export function runInTestTimeZone() {
  // Node reads TZ again whenever it is set, for Date and Intl alike.
  beforeAll(() => {
    vi.stubEnv('TZ', TEST_TIME_ZONE);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
}

/* ------------------------------------------------------------------ downloads */

/** Catches the next file the screen saves: its name and text. */
export function captureDownload() {
  const blobs: Blob[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:report';
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    count: () => click.mock.calls.length,
    async last() {
      const link = click.mock.contexts.at(-1) as HTMLAnchorElement | undefined;
      const blob = blobs.at(-1);
      if (!link || !blob) throw new Error('Nothing was downloaded');
      const bytes = [...new Uint8Array(await blob.arrayBuffer())];
      // Blob.text() reads UTF-8 as a browser does, dropping the byte order mark.
      return { name: link.download, text: await blob.text(), type: blob.type, bytes };
    },
  };
}

/** A CSV file's lines as cells, after its byte order mark. */
export function parseCsv(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  return parsed.data;
}

/** A table's header, body and footer lines as their cells' text; `dropLast` leaves out buttons. */
export function tableOnScreen(table: HTMLElement, { dropLast = false } = {}): string[][] {
  const rows = within(table)
    .getAllByRole('row')
    // Lines opened under a row (a test's answers) are not part of the report's rows.
    .filter((row) => !row.hasAttribute('data-review-of'));
  return rows.map((row) => {
    const cells = [...row.querySelectorAll('th, td')]
      .filter((cell) => cell.closest('tr') === row)
      .map((cell) => cell.textContent ?? '');
    return dropLast ? cells.slice(0, -1) : cells;
  });
}

/* ------------------------------------------------------------------ progress */

export function cluster(overrides: Partial<Cluster> & Pick<Cluster, 'id' | 'title'>): Cluster {
  return {
    subject_id: 10,
    path: `cluster-${overrides.id}`,
    description: '',
    position: 1,
    is_locked: 1,
    enabled: true,
    test_performed: false,
    progress_percent: 0,
    total_lessons: 5,
    completed_lessons: 0,
    not_started: 5,
    in_progress: 0,
    lessons: [],
    ...overrides,
  };
}

export function subject(
  overrides: Partial<SubjectDetail> & Pick<SubjectDetail, 'id' | 'name'>,
): SubjectDetail {
  return {
    grade_id: 4,
    path: `subject-${overrides.id}`,
    abbreviation: 'Math',
    description: '',
    progress_percent: 0,
    total_clusters: overrides.clusters?.length ?? 0,
    total_lessons: (overrides.clusters ?? []).reduce((sum, one) => sum + one.total_lessons, 0),
    completed_lessons: (overrides.clusters ?? []).reduce(
      (sum, one) => sum + one.completed_lessons,
      0,
    ),
    clusters: [],
    ...overrides,
  };
}

/**
 * Math: Fractions done (5 of 5, test taken), Decimals under way (2 done, 1 open, 2 not
 * started) with a flagged lesson; Science: Plants, turned off. Math adds up to 7 / 1 / 2.
 */
export function progressReport(overrides: Partial<ProgressReport> = {}): ProgressReport {
  return {
    student_id: 7,
    grade: { grade_id: 4, name: 'Grade 4', path: 'grade-4', level_id: 2 },
    progress_percent: 45.5,
    subjects: [
      subject({
        id: 10,
        name: 'Mathematics',
        progress_percent: 66.6667,
        clusters: [
          // Listed out of order: the report shows them by position.
          cluster({
            id: 101,
            title: 'Decimals',
            position: 2,
            progress_percent: 32,
            completed_lessons: 2,
            in_progress: 1,
            not_started: 2,
          }),
          cluster({
            id: 100,
            title: 'Fractions',
            position: 1,
            is_locked: 2,
            test_performed: true,
            progress_percent: 100,
            completed_lessons: 5,
            not_started: 0,
          }),
        ],
      }),
      subject({
        id: 11,
        name: 'Science',
        abbreviation: 'Sci',
        clusters: [
          cluster({
            id: 110,
            subject_id: 11,
            title: 'Plants',
            enabled: false,
            total_lessons: 4,
            not_started: 4,
          }),
        ],
      }),
    ],
    needs_help: [
      {
        lesson_id: 1001,
        lesson_title: 'Adding decimals',
        cluster_id: 101,
        cluster_title: 'Decimals',
        subject_name: 'Mathematics',
        failed_quizzes: 4,
        last_failed_at: '2026-11-03T15:15:00.000Z',
      },
    ],
    ...overrides,
  };
}

/* ------------------------------------------------------------------ tests */

export function testSummary(
  overrides: Partial<TestSummary> & Pick<TestSummary, 'id'>,
): TestSummary {
  return {
    grade_id: 4,
    level_id: 2,
    subject_id: 10,
    cluster_id: 100,
    student_id: 7,
    subject_name: 'Mathematics',
    cluster_title: 'Fractions',
    seconds_per_question: 0,
    started_at: '2026-11-03T15:00:00.000Z',
    finished_at: '2026-11-03T15:12:00.000Z',
    total: 10,
    answered_count: 10,
    correct_count: 8,
    percentage: 80,
    letter_grade: 'B-',
    pass_percent: 60,
    passed: true,
    ...overrides,
  };
}

/* ------------------------------------------------------------------ activity time */

/**
 * Three days: Nov 1 with 3725 s (Math 3000 + Science 600 + 125 outside subjects), Nov 2 with
 * nothing, Nov 3 with 59 s of Math.
 */
export function activityTimeReport(
  overrides: Partial<ActivityTimeReport> = {},
): ActivityTimeReport {
  return {
    student_id: 7,
    from: '2026-11-01',
    to: '2026-11-03',
    time_zone: TEST_TIME_ZONE,
    total_seconds: 3784,
    subjects: [
      { subject_id: 10, name: 'Mathematics', abbreviation: 'Math', seconds: 3059 },
      { subject_id: 11, name: 'Science', abbreviation: 'Sci', seconds: 600 },
    ],
    days: [
      {
        date: '2026-11-01',
        seconds: 3725,
        subjects: [
          { subject_id: 10, seconds: 3000 },
          { subject_id: 11, seconds: 600 },
        ],
      },
      { date: '2026-11-02', seconds: 0, subjects: [] },
      { date: '2026-11-03', seconds: 59, subjects: [{ subject_id: 10, seconds: 59 }] },
    ],
    ...overrides,
  };
}

/* ------------------------------------------------------------------ daily */

export function dailyEvent(overrides: Partial<DailyEvent> & Pick<DailyEvent, 'kind'>): DailyEvent {
  return {
    started_at: '2026-11-03T15:00:00.000Z',
    ended_at: null,
    seconds: null,
    title: '',
    subject_name: null,
    completed: null,
    correct_count: null,
    total: null,
    passed: null,
    percentage: null,
    letter_grade: null,
    test_id: null,
    ...overrides,
  };
}

/** Nov 3 in Mexico City (UTC-6): a session from 9:00 with a lesson, a failed quiz and a test. */
export function dailyReport(overrides: Partial<DailyReport> = {}): DailyReport {
  return {
    student_id: 7,
    date: '2026-11-03',
    time_zone: TEST_TIME_ZONE,
    total_seconds: 3725,
    lessons_opened: 1,
    lessons_completed: 1,
    quizzes: 1,
    tests: 1,
    events: [
      dailyEvent({
        kind: 'session',
        started_at: '2026-11-03T15:00:00.000Z',
        ended_at: '2026-11-03T16:05:00.000Z',
        seconds: 3725,
        title: 'Signed in',
      }),
      dailyEvent({
        kind: 'lesson',
        started_at: '2026-11-03T15:02:00.000Z',
        ended_at: '2026-11-03T15:20:00.000Z',
        seconds: 1015,
        title: 'Adding decimals',
        subject_name: 'Mathematics',
        completed: true,
      }),
      dailyEvent({
        kind: 'quiz',
        started_at: '2026-11-03T15:21:00.000Z',
        ended_at: '2026-11-03T15:25:00.000Z',
        title: 'Adding decimals',
        subject_name: 'Mathematics',
        correct_count: 2,
        total: 4,
        passed: false,
      }),
      dailyEvent({
        kind: 'test',
        started_at: '2026-11-03T15:40:00.000Z',
        ended_at: null,
        title: 'Decimals',
        subject_name: 'Mathematics',
        test_id: 55,
      }),
    ],
    ...overrides,
  };
}

/* ------------------------------------------------------------------ attendance */

/** November 2026: present on the 2nd (3725 s) and the 30th (60 s); 30 days. */
export function attendanceReport(overrides: Partial<AttendanceReport> = {}): AttendanceReport {
  return {
    student_id: 7,
    month: '2026-11',
    time_zone: TEST_TIME_ZONE,
    days_in_month: 30,
    days_present: 2,
    total_seconds: 3785,
    days: [
      { date: '2026-11-02', seconds: 3725 },
      { date: '2026-11-30', seconds: 60 },
    ],
    ...overrides,
  };
}
