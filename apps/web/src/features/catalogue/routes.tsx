import type { LessonList, RoleName, SubjectList } from '@aula/shared';
import { findGrade, levelsQueryOptions } from '../../lib/levels-query';
import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute, BreadcrumbNameContext, BreadcrumbQuery } from '../../lib/routing';
import { breadcrumbQueryOptions } from '../../lib/routing';
import { lessonQueryOptions } from '../../lib/lesson-query';
import { mediaSettingsQueryOptions } from '../../lib/media-settings-query';
import { toId } from '../../lib/route-ids';
import { prefetchLoader } from '../../lib/route-prefetch';
import { subjectQueryOptions } from './api/get-subject';
import { getCurrentSubject } from './current-subject';

const student: RoleName[] = ['student'];

/** Breadcrumb names from what the screens already loaded; the generic key until then. */
function gradeName({ params, queryClient, language }: BreadcrumbNameContext) {
  const levels = queryClient.getQueryData(levelsQueryOptions(language).queryKey);
  return findGrade(levels, Number(params.gradeId))?.grade.name;
}

/**
 * The grades' names come with the levels list, which not every screen under a grade loads (a
 * lesson's page does not): the crumb asks for it, or a page opened from its address says "Grade".
 */
const gradeNames: BreadcrumbQuery = ({ language }) =>
  breadcrumbQueryOptions(levelsQueryOptions(language));

function subjectName({ params, queryClient, language }: BreadcrumbNameContext) {
  const id = Number(params.subjectId);
  const detail = queryClient.getQueryData(subjectQueryOptions(language, id).queryKey);
  if (detail) return detail.name;
  const current = getCurrentSubject(language);
  if (current?.id === id) return current.name;
  for (const [, list] of queryClient.getQueriesData<SubjectList>({
    queryKey: ['subjects', language],
  })) {
    const subject = list?.items.find((item) => item.id === id);
    if (subject) return subject.name;
  }
  return undefined;
}

function lessonTitle({ params, queryClient, language }: BreadcrumbNameContext) {
  const id = Number(params.lessonId);
  const detail = queryClient.getQueryData(lessonQueryOptions(language, id).queryKey);
  if (detail) return detail.title;
  for (const [, list] of queryClient.getQueriesData<LessonList>({
    queryKey: ['lessons', language],
  })) {
    const lesson = list?.items.find((item) => item.id === id);
    if (lesson) return lesson.title;
  }
  return undefined;
}

/**
 * What the lesson page shows first (its title, glossary and subject), asked for beside its
 * code. The cluster's lesson list is left to the page: it is always asked again on mount.
 */
const prefetchLesson = prefetchLoader(({ params, language, queryClient }) => {
  const subjectId = toId(params.subjectId);
  const lessonId = toId(params.lessonId);
  if (subjectId !== null && getCurrentSubject(language)?.id !== subjectId)
    void queryClient.prefetchQuery(subjectQueryOptions(language, subjectId));
  if (lessonId !== null) void queryClient.prefetchQuery(lessonQueryOptions(language, lessonId));
  void queryClient.prefetchQuery(mediaSettingsQueryOptions());
});

const gradeCrumb = {
  breadcrumb: 'catalogue:crumbs.grade',
  breadcrumbName: gradeName,
  breadcrumbQuery: gradeNames,
} as const;
const subjectCrumb = {
  breadcrumb: 'catalogue:crumbs.subject',
  breadcrumbName: subjectName,
} as const;

/**
 * The student's catalogue, nested so the breadcrumbs read Home › grade › subject › lesson:
 * grade (its subjects), subject (its clusters and lessons) and lesson.
 */
export const studentCatalogueRoutes: AppRoute[] = [
  {
    path: 'level/grade/:gradeId/:level',
    handle: { roles: student, ...gradeCrumb },
    children: [
      {
        index: true,
        handle: { roles: student, title: 'catalogue:grade.title', ...gradeCrumb },
        lazy: lazyScreen(() =>
          import('./components/grade-screen').then((module) => module.GradeScreen),
        ),
      },
      {
        path: 'subject/:subjectId',
        handle: { roles: student, ...subjectCrumb },
        children: [
          {
            index: true,
            handle: { roles: student, title: 'catalogue:subject.title', ...subjectCrumb },
            lazy: lazyScreen(() =>
              import('./components/subject-screen').then((module) => module.SubjectScreen),
            ),
          },
          {
            path: 'cluster/:clusterId/lesson/:lessonId',
            handle: {
              roles: student,
              title: 'catalogue:lesson.title',
              breadcrumb: 'catalogue:crumbs.lesson',
              breadcrumbName: lessonTitle,
            },
            loader: prefetchLesson,
            lazy: lazyScreen(() =>
              import('./components/lesson-screen').then((module) => module.LessonScreen),
            ),
          },
        ],
      },
    ],
  },
];
