import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_HASH_COST,
  decoyPasswordHash,
  hashPassword,
  setHashCostForTests,
  verifyPassword,
} from './passwords';

describe('password hashes', () => {
  // The suites lower the cost (testing/fast-passwords.setup.ts); these tests are about the product's.
  beforeAll(() => setHashCostForTests(DEFAULT_HASH_COST));
  afterAll(() => setHashCostForTests(2));

  it('stores scrypt with the product cost, its parameters and a salt of its own', async () => {
    const first = await hashPassword('secret1');
    const second = await hashPassword('secret1');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(second).not.toBe(first);
  });

  it('accepts the password, refuses any other and an unknown scheme', async () => {
    const stored = await hashPassword('secret1');
    expect(await verifyPassword('secret1', stored)).toBe(true);
    expect(await verifyPassword('secret2', stored)).toBe(false);
    expect(await verifyPassword('secret1', stored.replace(/^scrypt/, 'bcrypt'))).toBe(false);
  });

  it('checks a hash by the cost stored with it, so a hash made at another cost still signs in', async () => {
    setHashCostForTests(1024);
    const older = await hashPassword('secret1');
    setHashCostForTests(DEFAULT_HASH_COST);
    expect(older).toMatch(/^scrypt\$1024\$/);
    expect(await verifyPassword('secret1', older)).toBe(true);
  });

  it('treats the same password written with composed or decomposed accents as one', async () => {
    const stored = await hashPassword('Mar\u00eda1');
    expect(await verifyPassword('Mari\u0301a1', stored)).toBe(true);
  });

  it('keeps a decoy made at the product cost, which no password opens', async () => {
    const decoy = await decoyPasswordHash();
    expect(decoy).toMatch(/^scrypt\$16384\$/);
    expect(await verifyPassword('', decoy)).toBe(false);
  });
});
