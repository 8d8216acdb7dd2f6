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
