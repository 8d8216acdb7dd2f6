import type { Language, Subject, SubjectDetail } from '@aula/shared';
import { catalogueEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useLanguage } from '../../../lib/i18n';
import { setCurrentSubject, useCurrentSubject } from '../current-subject';

/** GET /subjects/{id}: one subject with its clusters. */
export function fetchSubject(subjectId: number, signal?: AbortSignal): Promise<SubjectDetail> {
  return callEndpoint(catalogueEndpoints.subject, { params: { id: subjectId } }, { signal });
}

export function subjectQueryOptions(language: Language, subjectId: number) {
  return queryOptions({
    queryKey: ['subject', language, subjectId],
    queryFn: ({ signal }) => fetchSubject(subjectId, signal),
  });
}

export interface SubjectForPage {
  subject: Subject | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
}

/**
 * The subject a page is about. The current subject (chosen on the grade page, or loaded by an
 * earlier page) is used as it is; any other subject is loaded with GET /subjects/{id} and
 * becomes the current one.
 */
export function useSubject(subjectId: number | null): SubjectForPage {
  const language = useLanguage();
  const current = useCurrentSubject(language);
  const isCurrent = subjectId !== null && current?.id === subjectId;
  const query = useQuery({
    ...subjectQueryOptions(language, subjectId ?? 0),
    enabled: subjectId !== null && !isCurrent,
  });
  const loaded = query.data;

  useEffect(() => {
    if (loaded) setCurrentSubject(loaded, language);
  }, [loaded, language]);

  if (isCurrent) return { subject: current, isPending: false, error: null, refetch: () => {} };
  return {
    subject: loaded,
    isPending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
