import type { KeyObject } from 'node:crypto';
import { sign, verify } from 'node:crypto';
import { decodeBase32, encodeBase32, inGroups, normalizeBase32 } from './crockford';
import type { Serial } from './serials';

/*
 * A phone activation's key number: the vendor's Ed25519 signature over the license (serial
 * id), its box and this installation's id, in base 32 groups for dictation. It opens exactly
 * one installation: the same key number typed on another computer does not verify.
 */

const SIGNATURE_LENGTH = 64;

/** Installation ids are compared without case, spaces or dashes, as they are read aloud. */
export function normalizeInstallationId(installationId: string): string {
  return normalizeBase32(installationId);
}

function signedBytes(serial: Serial, installationId: string): Buffer {
  return Buffer.from(
    `aula-phone-key\0${serial.serialId}\0${serial.boxNumber}\0${normalizeInstallationId(installationId)}`,
    'utf8',
  );
}

/** The vendor's side (phone support): the key number for one installation. */
export function phoneKeyFor(privateKey: KeyObject, serial: Serial, installationId: string): string {
  return inGroups(encodeBase32(sign(null, signedBytes(serial, installationId), privateKey)));
}

/** The installation's side, offline: whether the typed key number is this installation's. */
export function checkPhoneKey(
  publicKey: KeyObject,
  serial: Serial,
  installationId: string,
  keyNumber: string,
): boolean {
  const signature = decodeBase32(keyNumber, SIGNATURE_LENGTH);
  return (
    signature !== null && verify(null, signedBytes(serial, installationId), publicKey, signature)
  );
}
