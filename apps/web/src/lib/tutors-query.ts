import type { UserList } from '@aula/shared';
import { tutorEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';

/** GET /tutors: the tutors of the signed-in tutor's account (every tutor, for installers). */
export function fetchTutors(signal?: AbortSignal): Promise<UserList> {
  return callEndpoint(tutorEndpoints.list, {}, { signal });
}

export const tutorsQueryOptions = queryOptions({
  queryKey: ['tutors'],
  queryFn: ({ signal }) => fetchTutors(signal),
});

export function useTutors() {
  return useQuery(tutorsQueryOptions);
}
