import type { KeyObject } from 'node:crypto';
import type { Database, Kysely } from '@aula/db';
import { normalizeInstallationId } from '../../../licensing/phone-keys';
import type { Serial } from '../../../licensing/serials';
import { checkSerial } from '../../../licensing/serials';
import type { ActivationMethod } from './license-activations-repository';
import { LicenseActivationsRepository } from './license-activations-repository';
import { licenseErrors } from '../../../domain/licensing/license-errors';

export interface ActivationGrant {
  serial: Serial;
  installationId: string;
  seatsUsed: number;
}

/** Reads a typed serial for its box, or refuses it with the sentence the user needs. */
export function serialOrRefuse(publicKey: KeyObject, text: string, boxNumber: string): Serial {
  const checked = checkSerial(publicKey, text, boxNumber);
  if (checked.ok) return checked.serial;
  throw checked.reason === 'box_mismatch'
    ? licenseErrors.boxMismatch()
    : licenseErrors.serialInvalid();
}

/**
 * The vendor's side of an activation, online or by phone: the serial must be genuine and of
 * this box, and the license must have a seat for the installation (the same installation
 * again keeps its seat). Shared by POST /vendor/activations and `npm run license -- phone-key`.
 */
export async function grantActivation(
  db: Kysely<Database>,
  now: () => Date,
  publicKey: KeyObject,
  request: { serial: string; boxNumber: string; installationId: string; method: ActivationMethod },
): Promise<ActivationGrant> {
  const serial = serialOrRefuse(publicKey, request.serial, request.boxNumber);
  const installationId = normalizeInstallationId(request.installationId);
  const outcome = await new LicenseActivationsRepository(db, now).takeSeat({
    serialId: serial.serialId,
    boxNumber: serial.boxNumber,
    installationId,
    method: request.method,
    seats: serial.seats,
  });
  if (!outcome.ok) throw licenseErrors.seatsUsed(serial.seats);
  return { serial, installationId, seatsUsed: outcome.seatsUsed };
}
