import type { CurrentUser } from '@aula/shared';
import { ROLE_IDS } from '@aula/shared';
import { onSessionEnding, subscribeToSession } from '../../lib/session';
import { ActiveSecondsCounter } from './active-seconds-counter';
import { browserActivityMemory } from './activity-memory';
import type { ActivityTracker, Places } from './activity-tracker';
import { createActivityTracker, NO_PLACES } from './activity-tracker';
import { browserTransport } from './browser-transport';
import { createPageSignals } from './page-signals';
import { newUpdateKey } from './update-key';

export interface StudentActivity {
  tracker: ActivityTracker;
  /** The places of the route now shown. */
  enter(places: Places): void;
  /**
   * The screens stopped showing places. Applied a moment later, so a layout that unmounts and
   * mounts again in one go (StrictMode, a rebuilt router) does not close and reopen them.
   */
  leaveSoon(): void;
}

interface Running extends StudentActivity {
  token: string;
  studentId: number;
  stop(): void;
}

let running: Running | null = null;

function start(user: CurrentUser, token: string): Running {
  const signals = createPageSignals();
  const tracker = createActivityTracker({
    student: { id: user.id, tutorId: user.tutor_id },
    transport: browserTransport,
    memory: browserActivityMemory,
    newCounter: () => new ActiveSecondsCounter({ signals }),
    now: signals.now,
    newUpdateKey,
  });
  let leaveTimer: ReturnType<typeof setTimeout> | undefined;

  // pagehide is the last event a closing tab is sure to get; a tab hidden on a phone may be
  // killed without one, so hiding sends too.
  const onPageHide = () => tracker.sendBeacons();
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') tracker.sendBeacons();
  };
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onVisibilityChange);
  const stopWaitingForLogout = onSessionEnding(() => tracker.finish());
  // Signed out or signed in as someone else: this student's tracking is over.
  const stopWatchingSession = subscribeToSession((state) => {
    if (state.token !== token || (state.user !== null && state.user.id !== user.id)) self.stop();
  });

  const self: Running = {
    token,
    studentId: user.id,
    tracker,
    enter(places) {
      clearTimeout(leaveTimer);
      tracker.enter(places);
    },
    leaveSoon() {
      clearTimeout(leaveTimer);
      leaveTimer = setTimeout(() => tracker.enter(NO_PLACES), 0);
    },
    stop() {
      clearTimeout(leaveTimer);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      stopWaitingForLogout();
      stopWatchingSession();
      tracker.dispose();
      signals.dispose();
      if (running === self) running = null;
    },
  };
  tracker.start();
  return self;
}

/**
 * The activity tracking of the signed-in student, started on first use and kept for the whole
 * session (it outlives the screens); null for tutors and installers, who are not tracked.
 */
export function studentActivityFor(
  user: CurrentUser | null,
  token: string | null,
): StudentActivity | null {
  if (!user || !token || user.rol_id !== ROLE_IDS.student) return null;
  if (running?.token === token && running.studentId === user.id) return running;
  running?.stop();
  running = start(user, token);
  return running;
}
