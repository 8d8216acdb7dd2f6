import type { UserList } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainClient } from '../../../lib/api-client';

/** GET /students: the students the signed-in tutor looks after. */
export function fetchStudents(signal?: AbortSignal): Promise<UserList> {
  return mainClient.get<UserList>('/students', { signal });
}

export const studentsQueryOptions = queryOptions({
  queryKey: ['students'],
  queryFn: ({ signal }) => fetchStudents(signal),
});

export function useStudents() {
  return useQuery(studentsQueryOptions);
}
