import type { RoleName } from '@aula/shared';
import { i18n } from '../../lib/i18n';
import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute, BreadcrumbNameContext } from '../../lib/routing';
import { fullName, studentQueryOptions } from '../../lib/students-query';

const tutor: RoleName[] = ['tutor'];

/** "Reports of Ana Ruiz" once the student is loaded; "Reports" until then. */
function reportsCrumb({ params, queryClient, language }: BreadcrumbNameContext) {
  const student = queryClient.getQueryData(studentQueryOptions(Number(params.studentId)).queryKey);
  return student ? i18n.t('reports:crumb', { name: fullName(student), lng: language }) : undefined;
}

const reportsHandle = { roles: tutor, breadcrumb: 'reports:title', breadcrumbName: reportsCrumb };

/**
 * A student's reports, from the student list: /students/:studentId/reports/…, one address per
 * report. Under /students beside the list's own routes, so the breadcrumbs read
 * Children › Reports of Ana Ruiz › Tests. The progress report (the index) shares its parent's
 * crumb, so it is named after the student too.
 */
export const tutorReportRoutes: AppRoute[] = [
  {
    path: 'students',
    handle: { roles: tutor, breadcrumb: 'students:title' },
    children: [
      {
        path: ':studentId/reports',
        handle: { ...reportsHandle, title: 'reports:title' },
        lazy: lazyScreen(() =>
          import('./components/reports-layout').then((module) => module.ReportsLayout),
        ),
        children: [
          {
            index: true,
            handle: { ...reportsHandle, title: 'reports:progress.title' },
            lazy: lazyScreen(() =>
              import('./components/progress-report-screen').then(
                (module) => module.ProgressReportScreen,
              ),
            ),
          },
          {
            path: 'tests',
            handle: {
              roles: tutor,
              title: 'reports:tests.title',
              breadcrumb: 'reports:tabs.tests',
            },
            lazy: lazyScreen(() =>
              import('./components/tests-report-screen').then((module) => module.TestsReportScreen),
            ),
          },
          {
            path: 'activity-time',
            handle: {
              roles: tutor,
              title: 'reports:activityTime.title',
              breadcrumb: 'reports:tabs.activityTime',
            },
            lazy: lazyScreen(() =>
              import('./components/activity-time-report-screen').then(
                (module) => module.ActivityTimeReportScreen,
              ),
            ),
          },
          {
            path: 'daily',
            handle: {
              roles: tutor,
              title: 'reports:daily.title',
              breadcrumb: 'reports:tabs.daily',
            },
            lazy: lazyScreen(() =>
              import('./components/daily-report-screen').then((module) => module.DailyReportScreen),
            ),
          },
          {
            path: 'attendance',
            handle: {
              roles: tutor,
              title: 'reports:attendance.title',
              breadcrumb: 'reports:tabs.attendance',
            },
            lazy: lazyScreen(() =>
              import('./components/attendance-report-screen').then(
                (module) => module.AttendanceReportScreen,
              ),
            ),
          },
          {
            path: 'games',
            handle: {
              roles: tutor,
              title: 'reports:games.title',
              breadcrumb: 'reports:tabs.games',
            },
            lazy: lazyScreen(() =>
              import('./components/games-report-screen').then((module) => module.GamesReportScreen),
            ),
          },
        ],
      },
    ],
  },
];
