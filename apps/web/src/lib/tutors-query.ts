import type { UserList } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainClient } from './api-client';

/** GET /tutors: the tutors of the signed-in tutor's account (every tutor, for installers). */
export function fetchTutors(signal?: AbortSignal): Promise<UserList> {
  return mainClient.get<UserList>('/tutors', { signal });
}

export const tutorsQueryOptions = queryOptions({
  queryKey: ['tutors'],
  queryFn: ({ signal }) => fetchTutors(signal),
});

export function useTutors() {
  return useQuery(tutorsQueryOptions);
}
