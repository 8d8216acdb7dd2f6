import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trustedLicenseKey } from '../licensing/license-keys';
import { compiledEntry } from '../testing/compiled-entry';
import { loadEnv } from '../platform/env';

describe('npm run license -- keygen', () => {
  it('prints the settings that make an installation trust the new key, switch included', () => {
    const directory = mkdtempSync(join(tmpdir(), 'aula-keygen-'));
    try {
      // Compiled, as `npm run license` runs it.
      const output = execFileSync(
        process.execPath,
        [compiledEntry('license'), 'keygen', '--out', directory],
        { encoding: 'utf8' },
      );
      const settings = Object.fromEntries(
        output
          .split('\n')
          .filter((line) => /^[A-Z_]+=/.test(line))
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      );
      expect(Object.keys(settings)).toEqual(['LICENSE_PUBLIC_KEY', 'AULA_LICENSE_TEST_KEYS']);
      expect(output).toContain('not valid for sale');
      // Set as printed, they are taken, as test keys.
      expect(trustedLicenseKey(loadEnv({ DATA_DIR: directory, ...settings })).testKeys).toBe(true);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
