/**
 * Where the student's catalogue screens live. Screens of several features link to them (home,
 * search, the catalogue itself), so the paths are built in one place.
 */

type Id = number | string;

export function gradePath(gradeId: Id, levelId: Id) {
  return `/level/grade/${gradeId}/${levelId}`;
}

export function subjectPath(gradeId: Id, levelId: Id, subjectId: Id) {
  return `${gradePath(gradeId, levelId)}/subject/${subjectId}`;
}

export function lessonPath(gradeId: Id, levelId: Id, subjectId: Id, clusterId: Id, lessonId: Id) {
  return `${subjectPath(gradeId, levelId, subjectId)}/cluster/${clusterId}/lesson/${lessonId}`;
}

/** The lesson search screen, with the text to look for. */
export function searchPath(query?: string) {
  return query ? `/search?${new URLSearchParams({ q: query }).toString()}` : '/search';
}

/** The steps of a lesson's quiz; the attempt's id travels in the search (`?quiz=`). */
export type QuizStep = 'instructions' | 'quiz-student' | 'results';

/**
 * A lesson's quiz. Its URL has no level (docs/product-rules.md#student-screens): the quiz says
 * where it belongs, so its screens build the way back to the lesson from it.
 */
export function quizPath(
  gradeId: Id,
  subjectId: Id,
  clusterId: Id,
  lessonId: Id,
  step: QuizStep = 'instructions',
) {
  return `/grade/${gradeId}/subject/${subjectId}/cluster/${clusterId}/lesson/${lessonId}/quiz/${step}`;
}

/**
 * The steps of a cluster's test around its results (the games offered after it included); the
 * attempt's id travels as `?test=`.
 */
export type TestStep = 'instructions' | 'test-student' | 'games';

export function testPath(
  gradeId: Id,
  levelId: Id,
  subjectId: Id,
  clusterId: Id,
  step: TestStep = 'instructions',
) {
  return `${subjectPath(gradeId, levelId, subjectId)}/cluster/${clusterId}/test/${step}`;
}

export function testResultsPath(
  gradeId: Id,
  levelId: Id,
  subjectId: Id,
  clusterId: Id,
  testId: Id,
) {
  return `${subjectPath(gradeId, levelId, subjectId)}/cluster/${clusterId}/test/results/${testId}`;
}
