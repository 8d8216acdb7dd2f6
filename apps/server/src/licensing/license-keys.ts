import type { KeyObject } from 'node:crypto';
import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VENDOR_PUBLIC_KEY_PEM } from './vendor-public-key';

/** The DER prefix of an Ed25519 public key in SubjectPublicKeyInfo form; the raw key follows. */
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/**
 * The key that verifies serials, phone keys and activation tokens: LICENSE_PUBLIC_KEY (PEM, or
 * base64 of the raw 32-byte key or of its SPKI form), else the vendor's key built into Aula.
 */
export function loadLicensePublicKey(configured?: string): KeyObject {
  const text = configured?.trim() || VENDOR_PUBLIC_KEY_PEM;
  if (text.includes('-----BEGIN')) return checkEd25519(createPublicKey(text));
  const der = Buffer.from(text, 'base64');
  const spki = der.length === 32 ? Buffer.concat([SPKI_PREFIX, der]) : der;
  return checkEd25519(createPublicKey({ key: spki, format: 'der', type: 'spki' }));
}

/** The vendor's signing key (PEM), kept by the vendor only; never part of an installation. */
export function loadLicensePrivateKey(file: string): KeyObject {
  return checkEd25519(createPrivateKey(readFileSync(file, 'utf8')));
}

function checkEd25519(key: KeyObject): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('The license key is not an Ed25519 key');
  return key;
}

export interface KeyPairFiles {
  privateKeyFile: string;
  publicKeyFile: string;
  publicKeyPem: string;
}

/** Writes a new vendor key pair as PEM files; the private one readable by its owner only. */
export function writeKeyPair(directory: string): KeyPairFiles {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  mkdirSync(directory, { recursive: true });
  const privateKeyFile = join(directory, 'license-private-key.pem');
  const publicKeyFile = join(directory, 'license-public-key.pem');
  writeFileSync(privateKeyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), {
    mode: 0o600,
  });
  // The mode of an existing file is not changed by writeFileSync.
  chmodSync(privateKeyFile, 0o600);
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  writeFileSync(publicKeyFile, publicKeyPem);
  return { privateKeyFile, publicKeyFile, publicKeyPem };
}
