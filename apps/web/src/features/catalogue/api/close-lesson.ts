import { lessonContentEndpoints } from '@aula/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * POST /api/encrypt_lesson `{path}`: closes the lesson when the student leaves it. Fire and
 * forget: leaving never waits for it, and a failure changes nothing on screen.
 */
export function closeLesson(path: string): void {
  callEndpoint(lessonContentEndpoints.close, { body: { path } }).catch(() => {
    // The server closes lessons left open on its own; nothing to show the student.
  });
}
