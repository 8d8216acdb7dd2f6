import type { Language, LessonDetail } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainClient } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

/**
 * GET /lessons/{id}: the lesson a quiz is about, with where it sits. The key is the one the
 * lesson page caches it under, so coming from the lesson the quiz knows it at once.
 */
export function fetchLesson(lessonId: number, signal?: AbortSignal): Promise<LessonDetail> {
  return mainClient.get<LessonDetail>(`/lessons/${lessonId}`, { signal });
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
