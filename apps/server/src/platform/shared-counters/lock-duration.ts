import type { ThrottlePolicy } from './shared-counters';

/**
 * How long the key stays locked after its `failures`-th failure of the window: nothing before
 * the limit, then the first lock, doubling with each failure up to the longest. A short first
 * lock is enough to stop guessing (each guess then costs ever more waiting) while a child who
 * mistypes a few times, or anyone who types wrong passwords for them, locks them out only for
 * moments.
 */
export function lockMsAfter(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.maxFailures) return 0;
  const doublings = failures - policy.maxFailures;
  // 2 ** 52 and more would lose precision; the cap is reached long before.
  return Math.min(policy.maxLockMs, policy.firstLockMs * 2 ** Math.min(doublings, 52));
}
