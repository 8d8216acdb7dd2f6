import { ACTIVITY_INPUT_WINDOW_MS } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { createActivityClock } from '../../test/activity-clock';
import { ActiveSecondsCounter } from './active-seconds-counter';

function startedCounter() {
  const clock = createActivityClock();
  const counter = new ActiveSecondsCounter({ signals: clock.signals, timers: clock.timers });
  counter.start();
  return { clock, counter };
}

describe('ActiveSecondsCounter', () => {
  it('counts one second per tick while the page is visible and the user recently did something', () => {
    const { clock, counter } = startedCounter();
    clock.advance(5_000);
    expect(counter.take()).toBe(5);
  });

  it('does not count while the page is hidden', () => {
    const { clock, counter } = startedCounter();
    clock.advance(3_000);
    clock.setVisible(false);
    clock.advance(10_000);
    clock.setVisible(true);
    clock.input();
    clock.advance(2_000);
    expect(counter.take()).toBe(5);
  });

  it('stops counting when the last input is older than the input window', () => {
    const { clock, counter } = startedCounter();
    clock.advance(ACTIVITY_INPUT_WINDOW_MS + 30_000);
    expect(counter.take()).toBe(ACTIVITY_INPUT_WINDOW_MS / 1000);

    clock.input();
    clock.advance(4_000);
    expect(counter.take()).toBe(4);
  });

  it('hands each second over once: take() resets', () => {
    const { clock, counter } = startedCounter();
    clock.advance(3_000);
    expect(counter.take()).toBe(3);
    expect(counter.take()).toBe(0);
    clock.advance(2_000);
    expect(counter.take()).toBe(2);
  });

  it('takes at most the seconds asked for and keeps the rest for the next take', () => {
    const { clock, counter } = startedCounter();
    clock.advance(5_000);
    expect(counter.take(3)).toBe(3);
    expect(counter.pending).toBe(2);
    expect(counter.take(3)).toBe(2);
    expect(counter.take(3)).toBe(0);
  });

  it('takes back seconds that could not be delivered', () => {
    const { clock, counter } = startedCounter();
    clock.advance(3_000);
    const taken = counter.take();
    counter.giveBack(taken);
    clock.advance(1_000);
    expect(counter.take()).toBe(4);
    counter.giveBack(-2);
    counter.giveBack(1.5);
    expect(counter.pending).toBe(0);
  });

  it('counts nothing before start and after stop, and keeps what it counted', () => {
    const clock = createActivityClock();
    const counter = new ActiveSecondsCounter({ signals: clock.signals, timers: clock.timers });
    clock.advance(5_000);
    expect(counter.pending).toBe(0);
    counter.start();
    counter.start();
    clock.advance(2_000);
    counter.stop();
    clock.advance(5_000);
    expect(counter.running).toBe(false);
    expect(counter.take()).toBe(2);
  });
});
