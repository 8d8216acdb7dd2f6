/** The product's constants (docs/product-rules.md#constants) and the shell's timings. */

export const PRODUCT_NAME = 'Aula';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** rol_id values (docs/product-rules.md#roles): 1 and 2 are fixed by older clients, 3 is ours. */
export const ROLE_IDS = { student: 1, tutor: 2, installer: 3 } as const;
export type RoleName = keyof typeof ROLE_IDS;
export type RoleId = (typeof ROLE_IDS)[RoleName];
export const ROLE_NAMES = Object.keys(ROLE_IDS) as RoleName[];

export function roleNameOf(rolId: number): RoleName {
  const name = ROLE_NAMES.find((role) => ROLE_IDS[role] === rolId);
  if (!name) throw new Error(`Unknown rol_id ${rolId}`);
  return name;
}

/** Grades 1 to 12; the catalogue (content packs) gives them names and paths. */
export const GRADE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export const AVATARS = ['owl', 'fox', 'bear', 'cat', 'frog', 'panda', 'lion', 'rabbit'] as const;
export type Avatar = (typeof AVATARS)[number];

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MAX_LENGTH = 50;
export const USERNAME_MAX_LENGTH = 40;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const IDLE_TIMEOUT_MS = 3_600_000;
export const IDLE_LOGOUT_COUNTDOWN_MS = 10_000;
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;
export const REQUEST_TIMEOUT_MS = 100_000_000;
export const MODAL_ANIMATION_DELAY_MS = 250;

/** The ports the services' clients expect, and the web app's (docs/product-rules.md#constants). */
export const DEFAULT_PORTS = { web: 3000, activity: 3001, dictionary: 3002, main: 3003 } as const;

/** Subject abbreviations, shown on compact views (docs/product-rules.md#subject-abbreviations). */
export const SUBJECT_ABBREVIATIONS = [
  'Math',
  'Gram',
  'Rdg',
  'Sci',
  'S. Stud',
  'A. Hist',
  'Phys',
  'W. Stud',
  'Biol',
  'Chem',
] as const;
export type SubjectAbbreviation = (typeof SUBJECT_ABBREVIATIONS)[number];

/**
 * The orders of the tutor's student list (GET /students?sort=). A constant rather than part of
 * its schema, so that the web app can read a list URL without loading the schemas.
 */
export const STUDENT_SORTS = ['name', 'grade', 'progress', 'last_test', 'activity_today'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

/*
 * The tutor's CSV import and export of students (POST /students/import, GET /students/export):
 * constants rather than part of their schemas, so that Help can describe the file without
 * loading the schemas.
 */
export const STUDENT_IMPORT_MAX_ROWS = 1000;
export const STUDENT_IMPORT_MAX_BYTES = 1_000_000;

/** The columns of the import file, in the order the template and the export use. */
export const STUDENT_CSV_COLUMNS = [
  'firstname',
  'lastname',
  'username',
  'password',
  'grade',
  'school',
  'language',
  'email',
  'avatar',
] as const;
export type StudentCsvColumn = (typeof STUDENT_CSV_COLUMNS)[number];
export const STUDENT_CSV_REQUIRED_COLUMNS: readonly StudentCsvColumn[] = [
  'firstname',
  'lastname',
  'username',
  'password',
  'grade',
  'school',
];

/* Books and worksheets: constants rather than part of their schemas, so that screens can use
 * them without loading the schemas. */
/** Grades a book is written for: 0 is kindergarten, then grades 1 to 12. */
export const BOOK_GRADE_MIN = 0;
export const BOOK_GRADE_MAX = 12;
/** The 409 of every books endpoint when the read mode is the external disk and none is in. */
export const LIBRARY_DISC_MISSING_ERROR = 'library_disc_missing';
/** Questions on one worksheet: at least, at most, and when the caller does not say. */
export const WORKSHEET_MIN_QUESTIONS = 5;
export const WORKSHEET_MAX_QUESTIONS = 20;
export const WORKSHEET_DEFAULT_QUESTIONS = 10;
/** Seeds fit a signed 32-bit integer: 0 … 2147483647. */
export const WORKSHEET_MAX_SEED = 2 ** 31 - 1;

/** Lock values of clusters and lessons (docs/product-rules.md#locks-and-lesson-states). */
export const LOCK = { locked: 0, open: 1, completed: 2 } as const;
/** Lesson state_id values. */
export const LESSON_STATE = { notStarted: 1, inProgress: 2, completed: 3 } as const;

export const QUESTIONS_PER_QUIZ = 4;
export const QUESTIONS_PER_TEST = 10;
export const QUIZ_PASS_MARK = 3;
/**
 * A test's pass mark, set by the tutor per student: a test at or above it completes its cluster. 0
 * is "any finished test"; the default, 60, is anything above an F (see
 * docs/product-rules.md#test-pass-mark).
 */
export const TEST_PASS_PERCENTS = [0, 50, 60, 70, 80] as const;
export type TestPassPercent = (typeof TEST_PASS_PERCENTS)[number];
export const DEFAULT_TEST_PASS_PERCENT = 60 satisfies TestPassPercent;
export const MIN_QUIZ_POOL = 8;
export const MIN_TEST_POOL = 15;
/** Completed lessons count for at most this share of a cluster's progress; the test gives the rest. */
export const LESSONS_PROGRESS_SHARE = 80;

/** Content read mode (GET/POST /read-from): 0 local disk (default), 1 external disk. */
export const READ_MODES = { local: 0, external: 1 } as const;

/**
 * Time per test question a tutor can choose (docs/product-rules.md#test), in seconds: 0 is "none",
 * the default (timing excludes some children, so it is the tutor's choice).
 */
export const TEST_TIME_OPTIONS_SECONDS = [0, 15, 30, 45, 60, 90, 120, 150, 180] as const;
export type TestTimeSeconds = (typeof TEST_TIME_OPTIONS_SECONDS)[number];
/** An answer arriving this long after its question's deadline is still taken (network, clocks). */
export const TEST_ANSWER_GRACE_MS = 3_000;

/** Activity timers (docs/product-rules.md#activity-time): tick and what "active" means. */
export const ACTIVITY_TICK_MS = 1_000;
/** A second counts only if the page is visible and the user did something this recently. */
export const ACTIVITY_INPUT_WINDOW_MS = 120_000;
/** Counted seconds are sent at least this often, so a crash loses little. */
export const ACTIVITY_FLUSH_INTERVAL_MS = 30_000;
/** One update adds at most this many seconds (an hour): anything more is not one sitting. */
export const ACTIVITY_MAX_SECONDS_PER_UPDATE = 3_600;
export const ACTIVITY_SCOPES = [
  'general',
  'grade',
  'subject',
  'cluster',
  'lesson',
  'game',
] as const;
export type ActivityScope = (typeof ACTIVITY_SCOPES)[number];

/** Practice games (docs/product-rules.md#practice-games): lives per round, points per answer. */
export const GAME_LIVES = 3;
export const GAME_POINTS_PER_ANSWER = 300;
/** Exercises in one round: a level's sub-levels, each a little harder than the one before. */
export const GAME_EXERCISES_PER_ROUND = 5;

/** Days of the web trial, from the first start (docs/product-rules.md#licensing-and-the-trial). */
export const TRIAL_DAYS = 180;
/** "One customer key is usable on up to 4 accounts": installations per license by default. */
export const LICENSE_DEFAULT_SEATS = 4;

/** Evaluations (docs/product-rules.md#evaluations). */
export const EVALUATION_TYPES = ['full', 'light'] as const;
export type EvaluationType = (typeof EVALUATION_TYPES)[number];

/** Questions drawn per chosen subject: a full evaluation asks twice as many as a light one. */
export const EVALUATION_QUESTIONS_PER_SUBJECT: Record<EvaluationType, number> = {
  full: 10,
  light: 5,
};
/** Evaluations start at grade 1 (docs/product-rules.md#evaluations). */
export const EVALUATION_MIN_GRADE_ID = 1;

/** Copying content from a disc to this computer (Settings › Copy content to drive). */
export const CONTENT_COPY_STATUSES = [
  'copying',
  'cancelled',
  'interrupted',
  'importing',
  'done',
  'failed',
] as const;
export type ContentCopyStatus = (typeof CONTENT_COPY_STATUSES)[number];

/** A copy is running (and can be watched) while copying or importing. */
export const ACTIVE_COPY_STATUSES: readonly ContentCopyStatus[] = ['copying', 'importing'];
/** A copy stopped before the end can be resumed where it left off. */
export const RESUMABLE_COPY_STATUSES: readonly ContentCopyStatus[] = [
  'cancelled',
  'interrupted',
  'failed',
];

/** How often a tutor may have emailed reports (docs/product-rules.md#emailed-reports). */
export const EMAIL_REPORT_FREQUENCIES = ['daily', 'weekly'] as const;
export type EmailReportFrequency = (typeof EMAIL_REPORT_FREQUENCIES)[number];

// The browser reads these too: they live here, apart from the zod schemas, so that importing
// them does not bring zod into every screen.
/**
 * How far a device's clock may be from the server's: a span may end this far in the server's
 * future, and start this far before the account was created (a student who signs in at once on
 * a slow clock).
 */
export const ACTIVITY_CLOCK_SKEW_MS = 120_000;
/**
 * Activity time is taken while it is fresh: a span that starts, or an activity record that
 * started, longer ago than this would put time on a day the tutor's report has already shown.
 */
export const ACTIVITY_MAX_AGE_MS = 36 * 3_600_000;
