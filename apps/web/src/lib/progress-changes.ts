/**
 * A student's progress changed (a quiz or a test was finished). Features that keep a copy of
 * progress outside the query cache listen, so they do not show an old percentage; the
 * features stay independent of each other.
 */
const listeners = new Set<() => void>();

export function onProgressChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceProgressChanged(): void {
  for (const listener of listeners) listener();
}
