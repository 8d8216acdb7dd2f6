import { IDLE_LOGOUT_COUNTDOWN_MS, IDLE_TIMEOUT_MS } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { IDLE_OVERRIDE_KEYS, readIdleTimings } from './idle-timings';

describe('the idle timings', () => {
  it('are an hour and ten seconds unless overridden', () => {
    expect(readIdleTimings()).toEqual({
      timeoutMs: IDLE_TIMEOUT_MS,
      countdownMs: IDLE_LOGOUT_COUNTDOWN_MS,
    });
    expect(IDLE_TIMEOUT_MS).toBe(3_600_000);
    expect(IDLE_LOGOUT_COUNTDOWN_MS).toBe(10_000);
  });

  it('take positive whole numbers from local storage, for browser tests', () => {
    window.localStorage.setItem(IDLE_OVERRIDE_KEYS.timeoutMs, '2000');
    window.localStorage.setItem(IDLE_OVERRIDE_KEYS.countdownMs, ' 3000 ');
    expect(readIdleTimings()).toEqual({ timeoutMs: 2_000, countdownMs: 3_000 });
  });

  it.each(['0', '-5', '1.5', '1e3', 'soon', '', '999999999999'])('ignore %j', (value) => {
    window.localStorage.setItem(IDLE_OVERRIDE_KEYS.timeoutMs, value);
    window.localStorage.setItem(IDLE_OVERRIDE_KEYS.countdownMs, value);
    expect(readIdleTimings()).toEqual({
      timeoutMs: IDLE_TIMEOUT_MS,
      countdownMs: IDLE_LOGOUT_COUNTDOWN_MS,
    });
  });
});
