import type { KeyObject } from 'node:crypto';
import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../platform/env';
import { EnvError } from '../platform/env';
import { VENDOR_PUBLIC_KEY_PEM } from './vendor-public-key';

/** The DER prefix of an Ed25519 public key in SubjectPublicKeyInfo form; the raw key follows. */
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export interface TrustedLicenseKey {
  /** Checks serials, phone keys and activation tokens. */
  publicKey: KeyObject;
  /** A key other than the vendor's: what it activates is not a sale. */
  testKeys: boolean;
}

/** One line of the same readable list loadEnv gives for a bad setting. */
function settingError(name: string, problem: string): EnvError {
  return new EnvError(`The environment has invalid settings:\n  - ${name}: ${problem}`);
}

/**
 * The key this installation trusts. Production trusts only the vendor's key built into Aula:
 * whoever sets the environment must not be able to accept license numbers they signed
 * themselves. Another LICENSE_PUBLIC_KEY (tests, a vendor's staging) is taken only with
 * AULA_LICENSE_TEST_KEYS=1, and is then said to be a test key wherever activation is shown;
 * without the switch Aula refuses to start rather than ignore it, so a staging set-up that
 * forgot the switch is told so instead of silently checking with another key.
 */
export function trustedLicenseKey(
  env: Pick<Env, 'LICENSE_PUBLIC_KEY' | 'AULA_LICENSE_TEST_KEYS'>,
): TrustedLicenseKey {
  const vendorKey = loadLicensePublicKey();
  const configured = env.LICENSE_PUBLIC_KEY?.trim();
  if (!configured) return { publicKey: vendorKey, testKeys: false };
  let publicKey: KeyObject;
  try {
    publicKey = loadLicensePublicKey(configured);
  } catch {
    throw settingError(
      'LICENSE_PUBLIC_KEY',
      'is not an Ed25519 public key (PEM, or base64 of the raw or SPKI key)',
    );
  }
  // Naming the vendor's own key changes nothing.
  if (publicKey.equals(vendorKey)) return { publicKey: vendorKey, testKeys: false };
  if (!env.AULA_LICENSE_TEST_KEYS)
    throw settingError(
      'LICENSE_PUBLIC_KEY',
      "is not the vendor's key built into Aula. Remove it, or, to try activation with test " +
        'keys (tests, a staging server), set AULA_LICENSE_TEST_KEYS=1 as well: activations ' +
        'made that way are not valid for sale.',
    );
  return { publicKey, testKeys: true };
}

/**
 * Reads a license public key: PEM, or base64 of the raw 32-byte key or of its SPKI form; none
 * given, the vendor's key built into Aula. Which key is trusted is trustedLicenseKey's call.
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
