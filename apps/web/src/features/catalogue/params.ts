import { useParams } from 'react-router';

function toId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The catalogue ids of the URL (null when absent or not a positive whole number). */
export function useCatalogueParams() {
  const params = useParams();
  return {
    gradeId: toId(params.gradeId),
    levelId: toId(params.level),
    subjectId: toId(params.subjectId),
    clusterId: toId(params.clusterId),
    lessonId: toId(params.lessonId),
  };
}
