import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useSession } from '../../lib/session';
import { placesOf } from './places';
import { studentActivityFor } from './student-activity';

/**
 * Tracks a signed-in student's active time: the general activity of the sign-in, and the
 * grade, subject, cluster, lesson and game of the route shown. Does nothing for other roles.
 */
export function useActivityTracking() {
  const { user, token } = useSession();
  const matches = useMatches();
  const { grade, subject, cluster, lesson, game } = placesOf(matches.at(-1)?.params ?? {});

  useEffect(() => {
    const activity = studentActivityFor(user, token);
    if (!activity) return;
    activity.enter({ grade, subject, cluster, lesson, game });
    return () => activity.leaveSoon();
  }, [user, token, grade, subject, cluster, lesson, game]);
}
