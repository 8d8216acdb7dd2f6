import type { KeyObject } from 'node:crypto';
import { createHash, randomBytes, sign, verify } from 'node:crypto';
import { LICENSE_DEFAULT_SEATS } from '@aula/shared';
import { decodeBase32, encodeBase32, inGroups } from './crockford';

/*
 * A license number (serial) is a small signed record, written in base 32 for typing:
 *   version (1) · serial id (8) · seats (1) · issued, days since 1970 (4) · box fingerprint (6)
 *   · Ed25519 signature (64) over the record.
 * The box is bound by its fingerprint (the first 6 bytes of its SHA-256) rather than its text,
 * so every serial has the same length, and a genuine serial typed with the wrong box number is
 * told apart from one that is not valid at all.
 */

const FORMAT_VERSION = 1;
const RECORD_LENGTH = 1 + 8 + 1 + 4 + 6;
const FINGERPRINT_LENGTH = 6;
const SIGNATURE_LENGTH = 64;
const SERIAL_LENGTH = RECORD_LENGTH + SIGNATURE_LENGTH;
const DAY_MS = 86_400_000;

export interface Serial {
  /** Hex of the 8 random bytes: names the license at the vendor (seats are counted by it). */
  serialId: string;
  boxNumber: string;
  seats: number;
  /** YYYY-MM-DD. */
  issuedOn: string;
}

export type SerialCheck =
  { ok: true; serial: Serial } | { ok: false; reason: 'serial_invalid' | 'box_mismatch' };

/** Box numbers are compared as printed, without case or surrounding spaces. */
export function normalizeBoxNumber(boxNumber: string): string {
  return boxNumber.trim().toUpperCase();
}

function boxFingerprint(boxNumber: string): Buffer {
  return createHash('sha256')
    .update(normalizeBoxNumber(boxNumber), 'utf8')
    .digest()
    .subarray(0, FINGERPRINT_LENGTH);
}

/** A domain prefix, so that no other signature of the vendor's key can pass for a serial. */
function signedBytes(record: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from('aula-serial\0'), record]);
}

export interface IssueOptions {
  boxNumber: string;
  seats?: number;
  issuedAt?: Date;
  serialId?: Buffer;
}

/** Signs a new license number for a box (the vendor's side: needs the private key). */
export function issueSerial(privateKey: KeyObject, options: IssueOptions): string {
  const seats = options.seats ?? LICENSE_DEFAULT_SEATS;
  if (!Number.isInteger(seats) || seats < 1 || seats > 255)
    throw new RangeError('Seats must be a whole number from 1 to 255');
  if (!normalizeBoxNumber(options.boxNumber)) throw new RangeError('A box number is required');
  const record = Buffer.alloc(RECORD_LENGTH);
  record.writeUInt8(FORMAT_VERSION, 0);
  (options.serialId ?? randomBytes(8)).copy(record, 1, 0, 8);
  record.writeUInt8(seats, 9);
  record.writeUInt32BE(Math.floor((options.issuedAt ?? new Date()).getTime() / DAY_MS), 10);
  boxFingerprint(options.boxNumber).copy(record, 14);
  const signature = sign(null, signedBytes(record), privateKey);
  return inGroups(encodeBase32(Buffer.concat([record, signature])));
}

/**
 * Reads a typed license number for a box number, offline, with the vendor's public key. Any
 * changed character breaks the signature; a valid serial of another box is `box_mismatch`.
 */
export function checkSerial(publicKey: KeyObject, text: string, boxNumber: string): SerialCheck {
  const bytes = decodeBase32(text, SERIAL_LENGTH);
  if (!bytes || bytes[0] !== FORMAT_VERSION) return { ok: false, reason: 'serial_invalid' };
  const record = Buffer.from(bytes.subarray(0, RECORD_LENGTH));
  const signature = bytes.subarray(RECORD_LENGTH);
  if (!verify(null, signedBytes(record), publicKey, signature))
    return { ok: false, reason: 'serial_invalid' };
  if (!record.subarray(14, RECORD_LENGTH).equals(boxFingerprint(boxNumber)))
    return { ok: false, reason: 'box_mismatch' };
  return {
    ok: true,
    serial: {
      serialId: record.subarray(1, 9).toString('hex'),
      boxNumber: normalizeBoxNumber(boxNumber),
      seats: record.readUInt8(9),
      issuedOn: new Date(record.readUInt32BE(10) * DAY_MS).toISOString().slice(0, 10),
    },
  };
}
