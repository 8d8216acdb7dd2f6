import type { Cluster, LessonDetail, Quiz, RoleName, Test } from '@aula/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import { i18n } from '../../lib/i18n';
import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute, BreadcrumbNameContext } from '../../lib/routing';

const student: RoleName[] = ['student'];

/** The bare quiz or test URL opens its instructions, keeping any search. */
function toInstructions({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`${url.pathname.replace(/\/+$/, '')}/instructions${url.search}`);
}

/** Whatever is cached under keys that start with `queryKey`. */
function cached<T>(context: BreadcrumbNameContext, queryKey: unknown[]): T[] {
  return context.queryClient
    .getQueriesData<T>({ queryKey })
    .flatMap(([, data]) => (data === undefined ? [] : [data]));
}

/** "Quiz: Halves and quarters", from the lesson or an attempt already loaded. */
function quizName(context: BreadcrumbNameContext) {
  const { params, language } = context;
  const lessonId = Number(params.lessonId);
  const title =
    cached<LessonDetail>(context, ['lesson', language, lessonId])[0]?.title ??
    cached<Quiz>(context, ['quiz', language]).find((quiz) => quiz.lesson_id === lessonId)
      ?.lesson_title;
  return title ? i18n.t('assessments:crumbs.quizOf', { lesson: title, lng: language }) : undefined;
}

/** "Test: Fractions", from the cluster or a test already loaded. */
function testName(context: BreadcrumbNameContext) {
  const { params, language } = context;
  const clusterId = Number(params.clusterId);
  const title =
    cached<Cluster>(context, ['cluster', language, clusterId])[0]?.title ??
    cached<Test>(context, ['test', language]).find((test) => test.cluster_id === clusterId)
      ?.cluster_title;
  return title ? i18n.t('assessments:crumbs.testOf', { topic: title, lng: language }) : undefined;
}

/**
 * A lesson's quiz and a cluster's test (docs/product-rules.md#student-screens), each with its
 * instructions, the questions and the results. The attempt's id is in the search so a reload finds
 * it again.
 */
export const studentAssessmentRoutes: AppRoute[] = [
  {
    path: 'grade/:gradeId/subject/:subjectId/cluster/:clusterId/lesson/:lessonId/quiz',
    handle: { roles: student, breadcrumb: 'assessments:crumbs.quiz', breadcrumbName: quizName },
    children: [
      { index: true, handle: { roles: student }, loader: toInstructions, element: null },
      {
        path: 'instructions',
        handle: {
          roles: student,
          title: 'assessments:quiz.instructions.title',
          breadcrumb: 'assessments:crumbs.instructions',
        },
        lazy: lazyScreen(() =>
          import('./components/quiz-instructions-screen').then(
            (module) => module.QuizInstructionsScreen,
          ),
        ),
      },
      {
        path: 'quiz-student',
        handle: {
          roles: student,
          title: 'assessments:quiz.questionsTitle',
          breadcrumb: 'assessments:crumbs.questions',
        },
        lazy: lazyScreen(() =>
          import('./components/quiz-question-screen').then((module) => module.QuizQuestionScreen),
        ),
      },
      {
        path: 'results',
        handle: {
          roles: student,
          title: 'assessments:quiz.results.title',
          breadcrumb: 'assessments:crumbs.results',
        },
        lazy: lazyScreen(() =>
          import('./components/quiz-results-screen').then((module) => module.QuizResultsScreen),
        ),
      },
    ],
  },
  {
    path: 'level/grade/:gradeId/:level/subject/:subjectId/cluster/:clusterId/test',
    handle: { roles: student, breadcrumb: 'assessments:crumbs.test', breadcrumbName: testName },
    children: [
      { index: true, handle: { roles: student }, loader: toInstructions, element: null },
      {
        path: 'instructions',
        handle: {
          roles: student,
          title: 'assessments:test.instructions.title',
          breadcrumb: 'assessments:crumbs.instructions',
        },
        lazy: lazyScreen(() =>
          import('./components/test-instructions-screen').then(
            (module) => module.TestInstructionsScreen,
          ),
        ),
      },
      {
        path: 'test-student',
        handle: {
          roles: student,
          title: 'assessments:test.questionsTitle',
          breadcrumb: 'assessments:crumbs.questions',
        },
        lazy: lazyScreen(() =>
          import('./components/test-question-screen').then((module) => module.TestQuestionScreen),
        ),
      },
      {
        path: 'results/:testId',
        handle: {
          roles: student,
          title: 'assessments:test.results.title',
          breadcrumb: 'assessments:crumbs.results',
        },
        lazy: lazyScreen(() =>
          import('./components/test-results-screen').then((module) => module.TestResultsScreen),
        ),
      },
      {
        path: 'games',
        handle: { roles: student, title: 'games:afterTest.title', breadcrumb: 'games:menu.title' },
        lazy: lazyScreen(() =>
          import('./components/test-games-screen').then((module) => module.TestGamesScreen),
        ),
      },
    ],
  },
];
