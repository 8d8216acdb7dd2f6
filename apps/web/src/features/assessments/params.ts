import { useParams, useSearchParams } from 'react-router';

function toId(value: string | null | undefined): number | null {
  if (value === undefined || value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The ids of the URL (null when absent or not a positive whole number). */
export function useAssessmentParams() {
  const params = useParams();
  return {
    gradeId: toId(params.gradeId),
    levelId: toId(params.level),
    subjectId: toId(params.subjectId),
    clusterId: toId(params.clusterId),
    lessonId: toId(params.lessonId),
    testId: toId(params.testId),
  };
}

/**
 * The attempt a screen shows, from the search (`?quiz=12`, `?test=7`): kept in the URL so a
 * reload comes back to the same attempt.
 */
export function useAttemptId(name: 'quiz' | 'test') {
  const [search] = useSearchParams();
  return toId(search.get(name));
}

export function withAttempt(path: string, name: 'quiz' | 'test', id: number) {
  return `${path}?${new URLSearchParams({ [name]: String(id) }).toString()}`;
}
