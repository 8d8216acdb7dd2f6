import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Who or what the open screen is about, as the screen itself named it. */
export interface ScreenSubject {
  path: string;
  name: string;
}

const listeners = new Set<() => void>();
let current: ScreenSubject | null = null;

function publish(subject: ScreenSubject | null) {
  current = subject;
  for (const listener of listeners) listener();
}

export function getScreenSubject(): ScreenSubject | null {
  return current;
}

export function subscribeToScreenSubject(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A screen about one person (a child, a tutor) names them for the tutor's visited-views tab,
 * from the data it has loaded anyway: the strip never fetches, and until the name is known
 * (`undefined` while loading) the tab keeps the screen's title. The name is kept as given, so
 * the tab's kind of screen beside it still follows the language.
 */
export function useVisitedViewLabel(name: string | null | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!name) return;
    const subject = { path: pathname, name };
    publish(subject);
    return () => {
      // A later screen may have named itself already: only withdraw this screen's own name.
      if (current === subject) publish(null);
    };
  }, [pathname, name]);
}
