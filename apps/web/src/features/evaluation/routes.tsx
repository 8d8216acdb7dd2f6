import type { EvaluationDetail, RoleName } from '@aula/shared';
import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute, BreadcrumbNameContext } from '../../lib/routing';
import { toId } from '../../lib/route-ids';
import { evaluationDetailKey } from './api/evaluation-keys';

const tutor: RoleName[] = ['tutor'];
const student: RoleName[] = ['student'];

/** The crumb of one evaluation names its student, once the evaluation is loaded. */
function studentName({ params, queryClient, language }: BreadcrumbNameContext) {
  const evaluationId = toId(params.evaluationId);
  if (evaluationId === null) return undefined;
  return queryClient.getQueryData<EvaluationDetail>(evaluationDetailKey(language, evaluationId))
    ?.student_name;
}

/** The tutor's /evaluation: set one up, follow it, read its results. */
export const tutorEvaluationRoutes: AppRoute[] = [
  {
    path: 'evaluation',
    handle: { roles: tutor, breadcrumb: 'evaluation:title' },
    children: [
      {
        index: true,
        handle: { roles: tutor, title: 'evaluation:title', breadcrumb: 'evaluation:title' },
        lazy: lazyScreen(() =>
          import('./components/evaluation-screen').then((module) => module.EvaluationScreen),
        ),
      },
      {
        path: ':evaluationId',
        handle: {
          roles: tutor,
          title: 'evaluation:results.title',
          breadcrumb: 'evaluation:crumbs.results',
          breadcrumbName: studentName,
        },
        lazy: lazyScreen(() =>
          import('./components/tutor-evaluation-screen').then(
            (module) => module.TutorEvaluationScreen,
          ),
        ),
      },
    ],
  },
];

/** The student takes an evaluation their tutor set up (the home screen links to it). */
export const studentEvaluationRoutes: AppRoute[] = [
  {
    path: 'evaluation/:evaluationId',
    handle: { roles: student, title: 'evaluation:take.title', breadcrumb: 'evaluation:take.title' },
    lazy: lazyScreen(() =>
      import('./components/take-evaluation-screen').then((module) => module.TakeEvaluationScreen),
    ),
  },
];
