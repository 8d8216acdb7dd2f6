import { describe, expect, it } from 'vitest';
import { clusterProgressPercent, defaultLock, subjectProgressPercent } from './progress';

describe('progress rules', () => {
  it('open only the first cluster or lesson by default', () => {
    expect(defaultLock(1)).toBe(1);
    expect(defaultLock(2)).toBe(0);
  });

  it('count completed lessons up to 80 percent and a completed cluster as 100', () => {
    expect(clusterProgressPercent(0, 3, 1)).toBe(0);
    expect(clusterProgressPercent(3, 3, 1)).toBe(80);
    expect(clusterProgressPercent(1, 4, 1)).toBe(20);
    expect(clusterProgressPercent(1, 3, 2)).toBe(100);
    expect(clusterProgressPercent(0, 0, 1)).toBe(0);
  });

  it('average the clusters of a subject', () => {
    expect(subjectProgressPercent([100, 40])).toBe(70);
    expect(subjectProgressPercent([])).toBe(0);
  });
});
