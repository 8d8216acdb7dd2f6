import type { Language, LessonDetail } from '@aula/shared';
import { catalogueEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';
import { useLanguage } from './i18n';

/** GET /lessons/{id}: one lesson with where it sits and its glossary (lesson page, quiz). */
export function fetchLesson(lessonId: number, signal?: AbortSignal): Promise<LessonDetail> {
  return callEndpoint(catalogueEndpoints.lesson, { params: { id: lessonId } }, { signal });
}

export function lessonQueryOptions(language: Language, lessonId: number) {
  return queryOptions({
    queryKey: ['lesson', language, lessonId],
    queryFn: ({ signal }) => fetchLesson(lessonId, signal),
  });
}

/** Waits while the id is not known (null). */
export function useLesson(lessonId: number | null) {
  return useQuery({
    ...lessonQueryOptions(useLanguage(), lessonId ?? 0),
    enabled: lessonId !== null,
  });
}
