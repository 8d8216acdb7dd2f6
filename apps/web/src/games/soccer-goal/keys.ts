import type { ZoneCount } from './levels';

/**
 * What a key does in the goal, kept pure so it is tested without a browser. With three zones
 * the arrows kick at once (← left, ↑ middle, → right); with four or five, ← → only aim (move
 * the focus) and the digits kick. Digits always name zones counted from the left.
 */
export type KeyIntent =
  | { kind: 'kick'; zone: number }
  | { kind: 'aim'; step: -1 | 1 | 'first' | 'last' }
  | { kind: 'ignore' };

const THREE_ZONE_ARROWS: Record<string, number> = { ArrowLeft: 0, ArrowUp: 1, ArrowRight: 2 };

export function keyIntent(key: string, zones: ZoneCount): KeyIntent {
  // A digit that names no zone (0, or 4 with three zones) is still a kick: it will be "invalid".
  if (/^[0-9]$/.test(key)) return { kind: 'kick', zone: Number(key) - 1 };
  if (zones === 3 && key in THREE_ZONE_ARROWS)
    return { kind: 'kick', zone: THREE_ZONE_ARROWS[key]! };
  if (key === 'ArrowLeft') return { kind: 'aim', step: -1 };
  if (key === 'ArrowRight') return { kind: 'aim', step: 1 };
  if (key === 'Home') return { kind: 'aim', step: 'first' };
  if (key === 'End') return { kind: 'aim', step: 'last' };
  return { kind: 'ignore' };
}

/** The keys that kick at a zone, for aria-keyshortcuts and the on-screen hint. */
export function kickKeys(zone: number, zones: ZoneCount): string[] {
  const arrow = zones === 3 ? Object.keys(THREE_ZONE_ARROWS)[zone] : undefined;
  return [...(arrow ? [arrow] : []), String(zone + 1)];
}
