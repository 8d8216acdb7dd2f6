import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '..', 'src');

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('web test files that mock modules', () => {
  // The web project shares one module registry per worker (vitest.config.ts): a `vi.mock` in
  // one of its files would not replace a module another file already loaded, or would leak.
  it('are named *.isolated.test.ts(x), so they run with a registry of their own', () => {
    const misnamed = testFiles(SOURCE)
      .filter((file) => !/\.isolated\.test\.tsx?$/.test(file))
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SOURCE, file));
    expect(misnamed).toEqual([]);
  });
});
