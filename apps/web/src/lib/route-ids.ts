import { useParams } from 'react-router';

/** A positive whole number from the URL, or null. */
export function toId(value: string | null | undefined): number | null {
  if (value === undefined || value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The ids of the URL's path (null when absent or not a positive whole number). */
export function useRouteIds() {
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
