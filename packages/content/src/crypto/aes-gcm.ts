import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

/**
 * AES-256-GCM for pack entries and for the content store. A sealed buffer is
 * iv (12 bytes) ‖ ciphertext ‖ tag (16 bytes); the entry's path is the additional data, so a
 * sealed file moved to another path (or another pack) does not open.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

export class DecryptionError extends Error {
  override name = 'DecryptionError';
}

export function randomKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

export function seal(key: Buffer, plaintext: Buffer, path: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(path, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]);
}

export function open(key: Buffer, sealed: Buffer, path: string): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new DecryptionError(`${path}: too short`);
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(path, 'utf8'));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw new DecryptionError(`${path}: wrong key or altered content`);
  }
}

/** scrypt parameters of a pack key; stored in the manifest so a reader can derive the same key. */
export interface KeyDerivation {
  kdf: 'scrypt';
  salt: string;
  N: number;
  r: number;
  p: number;
}

export function newKeyDerivation(): KeyDerivation {
  return { kdf: 'scrypt', salt: randomBytes(16).toString('base64'), N: 16384, r: 8, p: 1 };
}

/** Turns the pack key that activation unlocks (a passphrase) into an AES key. */
export function deriveKey(packKey: string, derivation: KeyDerivation): Buffer {
  return scryptSync(packKey, Buffer.from(derivation.salt, 'base64'), KEY_BYTES, {
    N: derivation.N,
    r: derivation.r,
    p: derivation.p,
    maxmem: 64 * 1024 * 1024,
  });
}
