import { describe, expect, it } from 'vitest';
import { isSafeEntryPath } from './entry-path';

describe('a manifest entry path', () => {
  it('is a relative path inside the pack', () => {
    for (const path of ['catalogue.json', 'lessons/1010101/media/dots.svg', 'a..b/c.txt'])
      expect(isSafeEntryPath(path), path).toBe(true);
  });

  it('never leads out of it, on any system', () => {
    for (const path of [
      '',
      '../f.txt',
      'lessons/../../f.txt',
      'lessons/./f.txt',
      'lessons//f.txt',
      '/etc/passwd',
      'lessons\\..\\f.txt',
      'C:/Windows/f.txt',
      'c:f.txt',
      'lessons/f.txt\0.svg',
      'lessons/',
    ])
      expect(isSafeEntryPath(path), JSON.stringify(path)).toBe(false);
  });
});
