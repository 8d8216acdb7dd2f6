import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('reads sizes in each language', () => {
    expect(formatBytes(12_400_000, 'en')).toBe('12.4 MB');
    expect(formatBytes(12_400_000, 'es')).toBe('12,4 MB');
    expect(formatBytes(999, 'en')).toBe('999 B');
    expect(formatBytes(1_500, 'en')).toBe('1.5 KB');
    expect(formatBytes(2_000_000_000, 'es')).toBe('2 GB');
  });
});
