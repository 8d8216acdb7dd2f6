import type { Language, LevelList } from '@aula/shared';
import { catalogueEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';
import { useLanguage } from './i18n';

/**
 * GET /levels: every level with its grades, named in the request's language. Shared by the
 * home screen (the grade cards) and the grade screen (its heading and breadcrumb).
 */
export function fetchLevels(signal?: AbortSignal): Promise<LevelList> {
  return callEndpoint(catalogueEndpoints.levels, {}, { signal });
}

export function levelsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['levels', language],
    queryFn: ({ signal }) => fetchLevels(signal),
    staleTime: 5 * 60_000,
  });
}

export function useLevels() {
  return useQuery(levelsQueryOptions(useLanguage()));
}

/** A grade and its level's name, when the levels list has it. */
export function findGrade(levels: LevelList | undefined, gradeId: number) {
  for (const level of levels?.items ?? []) {
    const grade = level.grades.find((candidate) => candidate.grade_id === gradeId);
    if (grade) return { grade, levelName: level.nombre };
  }
  return undefined;
}
