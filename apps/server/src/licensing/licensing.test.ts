import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readActivationToken, signActivationToken } from './activation-tokens';
import { decodeBase32, encodeBase32, normalizeBase32 } from './crockford';
import { EnvError, loadEnv } from '../platform/env';
import {
  loadLicensePrivateKey,
  loadLicensePublicKey,
  trustedLicenseKey,
  writeKeyPair,
} from './license-keys';
import { checkPhoneKey, phoneKeyFor } from './phone-keys';
import { checkSerial, issueSerial } from './serials';
import { VENDOR_PUBLIC_KEY_PEM } from './vendor-public-key';

const vendor = generateKeyPairSync('ed25519');
const otherVendor = generateKeyPairSync('ed25519');
const BOX = 'BOX-1001';

/** Changes one character of a serial to another character of the alphabet. */
function alterOneCharacter(serial: string, position: number): string {
  const characters = serial.split('');
  const index = characters.findIndex((character, at) => at >= position && character !== '-');
  characters[index] = characters[index] === 'A' ? 'B' : 'A';
  return characters.join('');
}

describe('license numbers (serials)', () => {
  it('are read back offline with the public key: id, box, seats and date', () => {
    const serial = issueSerial(vendor.privateKey, {
      boxNumber: BOX,
      seats: 4,
      issuedAt: new Date('2026-11-27T10:00:00Z'),
    });
    expect(serial).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{1,5})+$/);
    const checked = checkSerial(vendor.publicKey, serial, BOX);
    expect(checked).toEqual({
      ok: true,
      serial: {
        serialId: expect.stringMatching(/^[0-9a-f]{16}$/),
        boxNumber: BOX,
        seats: 4,
        issuedOn: '2026-11-27',
      },
    });
  });

  it('forgive case, spaces and dashes as typed', () => {
    const serial = issueSerial(vendor.privateKey, { boxNumber: BOX });
    const typed = ` ${serial.toLowerCase().replaceAll('-', ' ')} `;
    expect(checkSerial(vendor.publicKey, typed, ' box-1001 ')).toMatchObject({ ok: true });
  });

  it('refuse a forged serial (signed with another key)', () => {
    const forged = issueSerial(otherVendor.privateKey, { boxNumber: BOX });
    expect(checkSerial(vendor.publicKey, forged, BOX)).toEqual({
      ok: false,
      reason: 'serial_invalid',
    });
  });

  it('refuse a serial with any one character changed', () => {
    const serial = issueSerial(vendor.privateKey, { boxNumber: BOX });
    for (const position of [0, 3, 20, 60, serial.length - 1]) {
      const altered = alterOneCharacter(serial, position);
      expect(altered).not.toBe(serial);
      expect(checkSerial(vendor.publicKey, altered, BOX)).toMatchObject({ ok: false });
    }
    // A character dropped or added is refused too.
    expect(checkSerial(vendor.publicKey, serial.slice(0, -1), BOX)).toMatchObject({ ok: false });
    expect(checkSerial(vendor.publicKey, `${serial}0`, BOX)).toMatchObject({ ok: false });
  });

  it('refuse a genuine serial typed with another box number', () => {
    const serial = issueSerial(vendor.privateKey, { boxNumber: BOX });
    expect(checkSerial(vendor.publicKey, serial, 'BOX-1002')).toEqual({
      ok: false,
      reason: 'box_mismatch',
    });
  });

  it('refuse text that is not a serial at all', () => {
    for (const text of ['', 'hello', '12345-67890', '!'.repeat(135)])
      expect(checkSerial(vendor.publicKey, text, BOX)).toEqual({
        ok: false,
        reason: 'serial_invalid',
      });
  });
});

describe('phone key numbers', () => {
  const serial = issueSerial(vendor.privateKey, { boxNumber: BOX });
  const checked = checkSerial(vendor.publicKey, serial, BOX);
  if (!checked.ok) throw new Error('test serial not valid');

  it('activate the installation they were made for, as dictated', () => {
    const key = phoneKeyFor(vendor.privateKey, checked.serial, 'ABCD-EFGH-JKMN-PQRS');
    expect(checkPhoneKey(vendor.publicKey, checked.serial, 'abcdefghjkmnpqrs', key)).toBe(true);
    expect(
      checkPhoneKey(vendor.publicKey, checked.serial, 'ABCDEFGHJKMNPQRS', key.toLowerCase()),
    ).toBe(true);
  });

  it('are refused for another installation id, another key or when altered', () => {
    const key = phoneKeyFor(vendor.privateKey, checked.serial, 'ABCDEFGHJKMNPQRS');
    expect(checkPhoneKey(vendor.publicKey, checked.serial, 'ABCDEFGHJKMNPQRT', key)).toBe(false);
    expect(checkPhoneKey(otherVendor.publicKey, checked.serial, 'ABCDEFGHJKMNPQRS', key)).toBe(
      false,
    );
    expect(
      checkPhoneKey(
        vendor.publicKey,
        checked.serial,
        'ABCDEFGHJKMNPQRS',
        alterOneCharacter(key, 10),
      ),
    ).toBe(false);
    expect(checkPhoneKey(vendor.publicKey, checked.serial, 'ABCDEFGHJKMNPQRS', '12345')).toBe(
      false,
    );
  });

  it('of another license do not open this one', () => {
    const other = checkSerial(
      vendor.publicKey,
      issueSerial(vendor.privateKey, { boxNumber: BOX }),
      BOX,
    );
    if (!other.ok) throw new Error('test serial not valid');
    const key = phoneKeyFor(vendor.privateKey, other.serial, 'ABCDEFGHJKMNPQRS');
    expect(checkPhoneKey(vendor.publicKey, checked.serial, 'ABCDEFGHJKMNPQRS', key)).toBe(false);
  });
});

describe('activation tokens', () => {
  const claims = {
    serial_id: '0011223344556677',
    box_number: BOX,
    installation_id: 'ABCDEFGHJKMNPQRS',
    seats: 4,
    activated_at: '2026-11-27T10:00:00.000Z',
  };

  it('are read back for their own installation only', () => {
    const token = signActivationToken(vendor.privateKey, claims);
    expect(readActivationToken(vendor.publicKey, token, 'abcd-efgh-jkmn-pqrs')).toMatchObject(
      claims,
    );
    expect(readActivationToken(vendor.publicKey, token, 'ABCDEFGHJKMNPQRT')).toBeNull();
  });

  it('are refused when signed by another key or edited', () => {
    expect(
      readActivationToken(
        vendor.publicKey,
        signActivationToken(otherVendor.privateKey, claims),
        claims.installation_id,
      ),
    ).toBeNull();
    const [, signature] = signActivationToken(vendor.privateKey, claims).split('.');
    const edited = Buffer.from(
      JSON.stringify({ kind: 'aula-activation', ...claims, seats: 99 }),
    ).toString('base64url');
    expect(
      readActivationToken(vendor.publicKey, `${edited}.${signature}`, claims.installation_id),
    ).toBeNull();
    expect(readActivationToken(vendor.publicKey, 'not-a-token', claims.installation_id)).toBeNull();
  });
});

describe('license keys', () => {
  it('are written as a PEM pair, the private one readable by its owner only', () => {
    const directory = mkdtempSync(join(tmpdir(), 'aula-keys-'));
    try {
      const files = writeKeyPair(directory);
      expect(statSync(files.privateKeyFile).mode & 0o777).toBe(0o600);
      const privateKey = loadLicensePrivateKey(files.privateKeyFile);
      const pem = readFileSync(files.publicKeyFile, 'utf8');
      const raw = loadLicensePublicKey(pem).export({ format: 'jwk' }).x!;
      const rawBase64 = Buffer.from(raw, 'base64url').toString('base64');
      const serial = issueSerial(privateKey, { boxNumber: BOX });
      // PEM, base64 of the raw key and base64 of its SPKI form all verify the same serial.
      for (const form of [pem, rawBase64, pem.replace(/-----[^-]+-----|\s/g, '')])
        expect(checkSerial(loadLicensePublicKey(form), serial, BOX)).toMatchObject({ ok: true });
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('default to the vendor key built into Aula, which does not verify test serials', () => {
    const serial = issueSerial(vendor.privateKey, { boxNumber: BOX });
    expect(checkSerial(loadLicensePublicKey(undefined), serial, BOX)).toMatchObject({
      ok: false,
    });
  });
});

describe('the key an installation trusts', () => {
  const testKey = vendor.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const trusted = (settings: Record<string, string>) =>
    trustedLicenseKey(loadEnv({ DATA_DIR: 'data', ...settings }));

  it('is the vendor key built into Aula unless a test key is switched on', () => {
    const builtIn = trusted({});
    expect(builtIn.testKeys).toBe(false);
    expect(builtIn.publicKey.equals(createPublicKey(VENDOR_PUBLIC_KEY_PEM))).toBe(true);
    // The switch alone changes nothing: there is no other key to trust.
    expect(trusted({ AULA_LICENSE_TEST_KEYS: '1' }).testKeys).toBe(false);
    // Naming the vendor's own key is not a test key either.
    expect(trusted({ LICENSE_PUBLIC_KEY: VENDOR_PUBLIC_KEY_PEM }).testKeys).toBe(false);
  });

  it('refuses another key without AULA_LICENSE_TEST_KEYS=1, saying what to do', () => {
    expect(() => trusted({ LICENSE_PUBLIC_KEY: testKey })).toThrow(EnvError);
    expect(() => trusted({ LICENSE_PUBLIC_KEY: testKey })).toThrow(
      /^The environment has invalid settings:\n {2}- LICENSE_PUBLIC_KEY: /,
    );
    const serial = issueSerial(vendor.privateKey, { boxNumber: BOX });
    const withSwitch = trusted({ LICENSE_PUBLIC_KEY: testKey, AULA_LICENSE_TEST_KEYS: '1' });
    expect(withSwitch.testKeys).toBe(true);
    expect(checkSerial(withSwitch.publicKey, serial, BOX)).toMatchObject({ ok: true });
  });

  it('refuses a LICENSE_PUBLIC_KEY that is not an Ed25519 public key', () => {
    for (const text of [
      'not a key',
      generateKeyPairSync('x25519').publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    ])
      expect(() => trusted({ LICENSE_PUBLIC_KEY: text, AULA_LICENSE_TEST_KEYS: '1' })).toThrow(
        /LICENSE_PUBLIC_KEY: /,
      );
  });
});

describe('base 32 for typing', () => {
  it('round-trips bytes and reads look-alike letters as digits', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255, 128, 7]);
    const text = encodeBase32(bytes);
    expect(decodeBase32(text, bytes.length)).toEqual(bytes);
    expect(normalizeBase32('o-i l')).toBe('011');
    expect(decodeBase32('U'.repeat(text.length), bytes.length)).toBeNull();
  });
});
