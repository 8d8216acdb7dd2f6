/**
 * Every screen of the web app, as the router names its paths, grouped by the accessibility
 * journey that visits it (e2e/tests/accessibility.spec.ts walks each group's list, so a path
 * listed here is a path checked). A unit test of the web app
 * (apps/web/src/app/every-screen-checked-by-axe.test.ts) compares these lists with the router's
 * paths for each role: a route added to the router and not here fails it.
 *
 * Plain data only: the web app's test imports this file.
 */

export type ScreenRole = 'public' | 'installer' | 'tutor' | 'student';

export interface ScreenJourney {
  /** Whose routes these are (public: the routes there before anyone signs in). */
  role: ScreenRole;
  routes: readonly string[];
}

export const screenJourneys = {
  /** Signed out, then as the installer (the catch-all and /404 show to a signed-in user). */
  installer: {
    role: 'installer',
    routes: ['/', '/signup/tutor', '/signup/student', '/activation'],
  },
  public: {
    role: 'public',
    routes: ['/login', '/reset-password', '/404', '/*'],
  },
  tutorStudents: {
    role: 'tutor',
    routes: [
      '/',
      '/students',
      '/students/new',
      '/students/import',
      '/students/:studentId/edit',
      '/manage-content-by-grade',
      '/tutors',
      '/tutors/new',
      '/tutors/:tutorId',
      '/profile',
      '/profile/edit',
    ],
  },
  tutorSettings: {
    role: 'tutor',
    routes: [
      '/settings',
      '/activation',
      '/help',
      '/welcome',
      '/spelling-helper-dictionary',
      '/glossary',
      '/worksheets',
    ],
  },
  tutorReports: {
    role: 'tutor',
    routes: [
      '/students/:studentId/reports',
      '/students/:studentId/reports/tests',
      '/students/:studentId/reports/activity-time',
      '/students/:studentId/reports/daily',
      '/students/:studentId/reports/attendance',
      '/students/:studentId/reports/games',
      '/evaluation',
      '/evaluation/:evaluationId',
    ],
  },
  studentStudy: {
    role: 'student',
    routes: [
      '/',
      '/level/grade/:gradeId/:level',
      '/level/grade/:gradeId/:level/subject/:subjectId',
      '/level/grade/:gradeId/:level/subject/:subjectId/cluster/:clusterId/lesson/:lessonId',
      '/grade/:gradeId/subject/:subjectId/cluster/:clusterId/lesson/:lessonId/quiz',
      '/grade/:gradeId/subject/:subjectId/cluster/:clusterId/lesson/:lessonId/quiz/instructions',
      '/grade/:gradeId/subject/:subjectId/cluster/:clusterId/lesson/:lessonId/quiz/quiz-student',
      '/grade/:gradeId/subject/:subjectId/cluster/:clusterId/lesson/:lessonId/quiz/results',
      '/level/grade/:gradeId/:level/subject/:subjectId/cluster/:clusterId/test',
      '/level/grade/:gradeId/:level/subject/:subjectId/cluster/:clusterId/test/instructions',
      '/level/grade/:gradeId/:level/subject/:subjectId/cluster/:clusterId/test/test-student',
      '/level/grade/:gradeId/:level/subject/:subjectId/cluster/:clusterId/test/results/:testId',
      '/level/grade/:gradeId/:level/subject/:subjectId/cluster/:clusterId/test/games',
      '/evaluation/:evaluationId',
      '/search',
      '/student',
      '/student/profile',
      '/welcome',
    ],
  },
  studentLibrary: {
    role: 'student',
    routes: [
      '/book',
      '/book/library',
      '/book/show/:diskname/:zipFile',
      '/spelling-helper-dictionary',
      '/glossary',
      '/worksheets',
      '/help',
    ],
  },
  /** /practices/:gameName once for each game of the shared GAME_NAMES. */
  studentGames: {
    role: 'student',
    routes: ['/games', '/practices', '/practices/:gameName'],
  },
} as const satisfies Record<string, ScreenJourney>;
