import { mainClient } from '../../../lib/api-client';

/**
 * POST /api/encrypt_lesson `{path}`: closes the lesson when the student leaves it. Fire and
 * forget: leaving never waits for it, and a failure changes nothing on screen.
 */
export function closeLesson(path: string): void {
  mainClient.post('/api/encrypt_lesson', { path }).catch(() => {
    // The server closes lessons left open on its own; nothing to show the student.
  });
}
