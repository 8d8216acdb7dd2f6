import type { ContentAccess, Language } from '@aula/shared';
import { contentAccessEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';

/**
 * GET /students/{id}/content_access: every grade → subject → topic (cluster) with whether the
 * student may open it. The names come in the Accept-Language.
 */
export function fetchContentAccess(
  studentId: number,
  signal?: AbortSignal,
): Promise<ContentAccess> {
  return callEndpoint(contentAccessEndpoints.get, { params: { id: studentId } }, { signal });
}

export function contentAccessQueryOptions(language: Language, studentId: number) {
  return queryOptions({
    queryKey: ['content-access', studentId, language],
    queryFn: ({ signal }) => fetchContentAccess(studentId, signal),
  });
}

/** Waits while no student is chosen (null). */
export function useContentAccess(studentId: number | null) {
  const language = useLanguage();
  return useQuery({
    ...contentAccessQueryOptions(language, studentId ?? 0),
    enabled: studentId !== null,
  });
}
