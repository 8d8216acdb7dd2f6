import type { User } from '@aula/shared';
import { userEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';

/**
 * The tutor's students as several screens read them (the list, the topic switches, the test
 * settings). Every query starts with this key, so one invalidation refreshes them all.
 */
export const STUDENTS_KEY = ['students'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The local midnight of `now` as ISO with the browser's offset (`2025-03-09T00:00:00-05:00`):
 * the start of "today" the server counts activity time from. The offset is read at midnight
 * itself, which differs from the current one on the day daylight saving time changes.
 */
export function localMidnightIso(now: Date = new Date()): string {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const offsetMinutes = -midnight.getTimezoneOffset();
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const date = `${midnight.getFullYear()}-${pad(midnight.getMonth() + 1)}-${pad(midnight.getDate())}`;
  return `${date}T00:00:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** POST /get-user `{data: {user_id}}`: one of the tutor's students (404 for anyone else). */
export function fetchStudent(studentId: number, signal?: AbortSignal): Promise<User> {
  return callEndpoint(userEndpoints.get, { body: { data: { user_id: studentId } } }, { signal });
}

export function studentQueryOptions(studentId: number) {
  return queryOptions({
    queryKey: [...STUDENTS_KEY, 'detail', studentId],
    queryFn: ({ signal }) => fetchStudent(studentId, signal),
    // Forms are filled once from this: always start from what the server holds now.
    staleTime: 0,
  });
}

/** "Ana Ruiz": how the screens name a student. */
export function fullName(person: { firstname: string; lastname: string }): string {
  return `${person.firstname} ${person.lastname}`.trim();
}

/** One student by id; waits while the id is unknown (null) or `enabled` is false. */
export function useStudent(studentId: number | null, enabled = true) {
  return useQuery({
    ...studentQueryOptions(studentId ?? 0),
    enabled: enabled && studentId !== null,
  });
}
