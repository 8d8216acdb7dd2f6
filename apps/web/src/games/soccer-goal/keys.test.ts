import { describe, expect, it } from 'vitest';
import { keyIntent, kickKeys } from './keys';

describe('keys in the goal', () => {
  it('with three zones, ← ↑ → kick left, middle and right at once', () => {
    expect(keyIntent('ArrowLeft', 3)).toEqual({ kind: 'kick', zone: 0 });
    expect(keyIntent('ArrowUp', 3)).toEqual({ kind: 'kick', zone: 1 });
    expect(keyIntent('ArrowRight', 3)).toEqual({ kind: 'kick', zone: 2 });
  });

  it('with four or five zones, ← → only aim and ↑ does nothing', () => {
    expect(keyIntent('ArrowLeft', 5)).toEqual({ kind: 'aim', step: -1 });
    expect(keyIntent('ArrowRight', 4)).toEqual({ kind: 'aim', step: 1 });
    expect(keyIntent('Home', 5)).toEqual({ kind: 'aim', step: 'first' });
    expect(keyIntent('End', 5)).toEqual({ kind: 'aim', step: 'last' });
    expect(keyIntent('ArrowUp', 5)).toEqual({ kind: 'ignore' });
  });

  it('digits kick at the zones counted from the left, even one that does not exist', () => {
    expect(keyIntent('1', 3)).toEqual({ kind: 'kick', zone: 0 });
    expect(keyIntent('5', 5)).toEqual({ kind: 'kick', zone: 4 });
    // No such zone: the kick is checked as "invalid", which costs no life.
    expect(keyIntent('4', 3)).toEqual({ kind: 'kick', zone: 3 });
    expect(keyIntent('0', 3)).toEqual({ kind: 'kick', zone: -1 });
  });

  it('leaves Enter, Space, Tab and letters alone', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a', 'ArrowDown']) {
      expect(keyIntent(key, 3)).toEqual({ kind: 'ignore' });
    }
  });

  it('names the keys of each zone for aria-keyshortcuts', () => {
    expect(kickKeys(0, 3)).toEqual(['ArrowLeft', '1']);
    expect(kickKeys(2, 3)).toEqual(['ArrowRight', '3']);
    expect(kickKeys(3, 5)).toEqual(['4']);
  });
});
