import { useSearchParams } from 'react-router';
import { toId } from '../../lib/route-ids';

/**
 * The attempt a screen shows, from the search (`?quiz=12`, `?test=7`): kept in the URL so a
 * reload comes back to the same attempt.
 */
export function useAttemptId(name: 'quiz' | 'test') {
  const [search] = useSearchParams();
  return toId(search.get(name));
}

export function withAttempt(path: string, name: 'quiz' | 'test', id: number) {
  return `${path}?${new URLSearchParams({ [name]: String(id) }).toString()}`;
}
