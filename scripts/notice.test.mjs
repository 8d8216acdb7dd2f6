import { describe, expect, it } from 'vitest';
import { allowed, noticeText, shippedPackages } from './notice.mjs';

const lock = {
  packages: {
    '': { name: 'aula' },
    'node_modules/fastify': { version: '5.6.0' },
    'node_modules/vitest': { version: '4.1.0', dev: true },
    'node_modules/@esbuild/linux-x64': { version: '0.28.2', optional: true },
    'node_modules/@aula/shared': { link: true },
    'node_modules/gpl-only': { version: '1.0.0' },
  },
};
const installed = {
  'fastify@5.6.0': { licenses: 'MIT', repository: 'https://github.com/fastify/fastify' },
  'vitest@4.1.0': { licenses: 'MIT' },
  'gpl-only@1.0.0': { licenses: 'GPL-3.0' },
};

describe('NOTICE', () => {
  it('lists only what ships: no dev packages, platform binaries or workspaces', () => {
    expect([...shippedPackages(lock)]).toEqual(['fastify@5.6.0', 'gpl-only@1.0.0']);
    const { text } = noticeText(installed, shippedPackages(lock));
    expect(text).toContain('fastify@5.6.0\nLicense: MIT');
    expect(text).not.toContain('vitest');
    expect(text).toContain('Aula uses it under MPL-1.1');
  });

  it('refuses a licence outside the allow list, naming the package', () => {
    expect(noticeText(installed, shippedPackages(lock)).refused).toEqual([
      expect.objectContaining({ name: 'gpl-only', license: 'GPL-3.0' }),
    ]);
  });

  it('reads SPDX expressions: one allowed choice of an OR, every part of an AND', () => {
    expect(allowed('(GPL-3.0 OR LGPL-3.0 OR MPL-1.1)')).toBe(true);
    expect(allowed('(MIT AND Zlib)')).toBe(true);
    expect(allowed('MIT AND GPL-3.0')).toBe(false);
    expect(allowed('MIT*')).toBe(false);
  });
});
