import type { RoleName } from '@aula/shared';
import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute } from '../../lib/routing';

function worksheetsRoutes(role: RoleName): AppRoute[] {
  return [
    {
      path: 'worksheets',
      handle: { roles: [role], title: 'worksheets:title', breadcrumb: 'worksheets:title' },
      lazy: lazyScreen(() =>
        import('./components/worksheets-screen').then((module) => module.WorksheetsScreen),
      ),
    },
  ];
}

/** Worksheets by grade and subject, for students and tutors. */
export const studentWorksheetsRoutes = worksheetsRoutes('student');
export const tutorWorksheetsRoutes = worksheetsRoutes('tutor');
