import type { Language, Subject } from '@aula/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { onProgressChanged } from '../../lib/progress-changes';
import { subscribeToSession } from '../../lib/session';

/**
 * The subject the student is in ("current subject"): set when a subject card is chosen on the
 * grade page, or when a page had to load the subject. Pages about the same subject use it
 * instead of asking the server again. Names come in one language, so it counts as current
 * only in the language it was read in.
 */
interface CurrentSubject {
  subject: Subject;
  language: Language;
}

let current: CurrentSubject | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function setCurrentSubject(subject: Subject, language: Language) {
  if (current?.subject === subject && current.language === language) return;
  current = { subject, language };
  notify();
}

export function clearCurrentSubject() {
  if (current === null) return;
  current = null;
  notify();
}

export function getCurrentSubject(language: Language): Subject | null {
  return current?.language === language ? current.subject : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentSubject(language: Language): Subject | null {
  const read = useCallback(() => getCurrentSubject(language), [language]);
  return useSyncExternalStore(subscribe, read, read);
}

// The session ended or another one began: nothing of the last student's session is kept.
subscribeToSession((state, previous) => {
  if (previous.token !== null && state.token !== previous.token) clearCurrentSubject();
});

// A finished quiz or test changed the subject's progress: the next page reads it again.
onProgressChanged(clearCurrentSubject);
