import type { RoleName } from '@aula/shared';
import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute, BreadcrumbNameContext } from '../../lib/routing';
import { tutorQueryOptions } from './api/get-tutor';
import { tutorsQueryOptions } from '../../lib/tutors-query';

const tutor: RoleName[] = ['tutor'];

/** The tutor's name once the details or the list are loaded; the generic crumb until then. */
function tutorName({ params, queryClient }: BreadcrumbNameContext) {
  const id = Number(params.tutorId);
  const found =
    queryClient.getQueryData(tutorQueryOptions(id).queryKey) ??
    queryClient.getQueryData(tutorsQueryOptions.queryKey)?.items.find((item) => item.id === id);
  return found ? `${found.firstname} ${found.lastname}`.trim() : undefined;
}

/** Tutors › (a tutor | Add a tutor). */
export const tutorTutorsRoutes: AppRoute[] = [
  {
    path: 'tutors',
    handle: { roles: tutor, breadcrumb: 'tutors:title' },
    children: [
      {
        index: true,
        handle: { roles: tutor, title: 'tutors:title', breadcrumb: 'tutors:title' },
        lazy: lazyScreen(() =>
          import('./components/tutors-screen').then((module) => module.TutorsScreen),
        ),
      },
      {
        path: 'new',
        handle: { roles: tutor, title: 'tutors:new.title', breadcrumb: 'tutors:new.title' },
        lazy: lazyScreen(() =>
          import('./components/new-tutor-screen').then((module) => module.NewTutorScreen),
        ),
      },
      {
        path: ':tutorId',
        handle: {
          roles: tutor,
          title: 'tutors:details.title',
          breadcrumb: 'tutors:details.title',
          breadcrumbName: tutorName,
        },
        lazy: lazyScreen(() =>
          import('./components/tutor-details-screen').then((module) => module.TutorDetailsScreen),
        ),
      },
    ],
  },
];
