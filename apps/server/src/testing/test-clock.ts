import { onTestFinished } from 'vitest';

/**
 * Moves the clock of an app the file's tests share, for the running test only: it moves back
 * once the test ends, so every test starts at the time the others do.
 */
export function advanceClockForTest(app: { advanceClock(ms: number): void }, ms: number) {
  app.advanceClock(ms);
  onTestFinished(() => app.advanceClock(-ms));
}
