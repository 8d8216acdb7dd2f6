import type { TutorDetail } from '@aula/shared';
import { tutorEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /tutors/{id}: a tutor of the account, with the students they look after; 404 otherwise. */
export function fetchTutor(tutorId: number, signal?: AbortSignal): Promise<TutorDetail> {
  return callEndpoint(tutorEndpoints.get, { params: { id: tutorId } }, { signal });
}

export function tutorQueryOptions(tutorId: number) {
  return queryOptions({
    queryKey: ['tutors', 'detail', tutorId],
    queryFn: ({ signal }) => fetchTutor(tutorId, signal),
  });
}

export function useTutor(tutorId: number) {
  return useQuery(tutorQueryOptions(tutorId));
}
