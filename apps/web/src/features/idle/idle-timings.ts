import { IDLE_LOGOUT_COUNTDOWN_MS, IDLE_TIMEOUT_MS } from '@aula/shared';
import type { KeyValueStorage } from '../../lib/storage';
import { localStore } from '../../lib/storage';

/**
 * Local-storage overrides of the idle timings, so browser tests see the dialog in seconds
 * rather than an hour without a special build: the Playwright journey sets them before the
 * page loads (on every load, since logout clears local storage).
 */
export const IDLE_OVERRIDE_KEYS = {
  timeoutMs: 'aula.idle.timeoutMs',
  countdownMs: 'aula.idle.countdownMs',
} as const;

/** Longer than a day is no test; far longer would overflow the browser's timers. */
const LONGEST_OVERRIDE_MS = 86_400_000;

export interface IdleTimings {
  /** Without activity this long, the dialog asks whether the user is still there. */
  timeoutMs: number;
  /** With no answer this long, the session closes. */
  countdownMs: number;
}

/** Only a whole number of milliseconds, above zero and at most a day, is taken. */
function override(store: KeyValueStorage, key: string): number | null {
  const text = store.get(key)?.trim();
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= LONGEST_OVERRIDE_MS ? value : null;
}

export function readIdleTimings(store: KeyValueStorage = localStore): IdleTimings {
  return {
    timeoutMs: override(store, IDLE_OVERRIDE_KEYS.timeoutMs) ?? IDLE_TIMEOUT_MS,
    countdownMs: override(store, IDLE_OVERRIDE_KEYS.countdownMs) ?? IDLE_LOGOUT_COUNTDOWN_MS,
  };
}
