import type { RoleName } from '@aula/shared';
import { lazyScreen } from '../../lib/lazy-screen';
import { localMidnightIso } from '../../lib/students-query';
import { prefetchLoader } from '../../lib/route-prefetch';
import { studentsQueryOptions } from './api/get-students';
import { PAGE_SIZE, readListUrl } from './list-params';
import type { AppRoute } from '../../lib/routing';

const tutor: RoleName[] = ['tutor'];

/**
 * The tutor's students, nested under /students so the breadcrumbs read
 * Children › Register a student (or Edit student, Import students).
 */
export const tutorStudentsRoutes: AppRoute[] = [
  {
    path: 'students',
    handle: { roles: tutor, breadcrumb: 'students:title' },
    children: [
      {
        index: true,
        handle: { roles: tutor, title: 'students:title', breadcrumb: 'students:title' },
        // The page of students the URL asks for (as the screen will ask for it).
        loader: prefetchLoader(({ queryClient, url }) => {
          const params = {
            ...readListUrl(url.searchParams),
            pageSize: PAGE_SIZE,
            dayStart: localMidnightIso(new Date()),
          };
          void queryClient.prefetchQuery(studentsQueryOptions(params));
        }),
        lazy: lazyScreen(() =>
          import('./components/students-screen').then((module) => module.StudentsScreen),
        ),
      },
      {
        path: 'new',
        handle: {
          roles: tutor,
          title: 'students:register.title',
          breadcrumb: 'students:register.title',
        },
        lazy: lazyScreen(() =>
          import('./components/register-student-screen').then(
            (module) => module.RegisterStudentScreen,
          ),
        ),
      },
      {
        path: 'import',
        handle: {
          roles: tutor,
          title: 'students:import.title',
          breadcrumb: 'students:import.title',
        },
        lazy: lazyScreen(() =>
          import('./components/import-students-screen').then(
            (module) => module.ImportStudentsScreen,
          ),
        ),
      },
      {
        path: ':studentId/edit',
        handle: { roles: tutor, title: 'students:edit.title', breadcrumb: 'students:edit.title' },
        lazy: lazyScreen(() =>
          import('./components/edit-student-screen').then((module) => module.EditStudentScreen),
        ),
      },
    ],
  },
];
