import type { Language, ServedLesson } from '@aula/shared';
import { serveLessonEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';

/**
 * Activity service POST /v1/serve-lesson `{lesson_id}`: the open lesson's content (html with
 * its pictures inlined, narration, glossary). 422 `lesson_unavailable` when it cannot be read.
 */
export function serveLesson(lessonId: number, signal?: AbortSignal): Promise<ServedLesson> {
  return callEndpoint(serveLessonEndpoints.serve, { body: { lesson_id: lessonId } }, { signal });
}

export function servedLessonQueryOptions(language: Language, lessonId: number) {
  return queryOptions({
    queryKey: ['served-lesson', language, lessonId],
    queryFn: ({ signal }) => serveLesson(lessonId, signal),
    staleTime: Infinity,
    gcTime: 0,
    // A lesson that could not be decrypted will not decrypt on a second try.
    retry: false,
  });
}

/** The content, once the lesson is open (`opened`). */
export function useServedLesson(lessonId: number, opened: boolean) {
  return useQuery({ ...servedLessonQueryOptions(useLanguage(), lessonId), enabled: opened });
}
