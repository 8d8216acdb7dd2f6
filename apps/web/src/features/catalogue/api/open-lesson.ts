import type { Lesson, LessonOpening } from '@aula/shared';
import { lessonContentEndpoints } from '@aula/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '../../../lib/call-endpoint';

type LessonToOpen = Pick<Lesson, 'id' | 'local_path'>;

/**
 * POST /api/decrypt_lesson `{path}`: opens the lesson for this student (it becomes "in
 * progress"). 403 `lesson_locked` when it is locked or turned off by the tutor.
 */
export function openLesson(path: string, signal?: AbortSignal): Promise<LessonOpening> {
  return callEndpoint(lessonContentEndpoints.open, { body: { path } }, { signal });
}

/**
 * Opened once per visit: never stale while the page shows it, and dropped as soon as the page
 * leaves (the lesson is closed then), so the next visit opens it again.
 */
export function lessonOpeningQueryOptions(lesson: LessonToOpen) {
  return queryOptions({
    queryKey: ['lesson-opening', lesson.id, lesson.local_path],
    queryFn: ({ signal }) => openLesson(lesson.local_path, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
}

const NOT_YET: LessonToOpen = { id: 0, local_path: '' };

/** Opens `lesson` (null: not known yet, or locked) and refreshes the states it changed. */
export function useLessonOpening(lesson: LessonToOpen | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...lessonOpeningQueryOptions(lesson ?? NOT_YET),
    enabled: lesson !== null,
  });
  const opened = query.data;

  useEffect(() => {
    if (!opened) return;
    // The lesson is now in progress: the lists and progress shown elsewhere are out of date.
    for (const queryKey of [['clusters'], ['lessons'], ['subjects']]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [opened, queryClient]);

  return query;
}
