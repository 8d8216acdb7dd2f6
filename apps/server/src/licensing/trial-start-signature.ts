import type { ContentStore } from '@aula/content';
import { DecryptionError } from '@aula/content';
import { normalizeInstallationId } from './phone-keys';

/*
 * The web trial's start is kept in the database with a signature beside it: the installation
 * id and the start, sealed (AES-256-GCM, whose tag no one can forge without the key) with the
 * installation's content key. So the start cannot be moved, nor another installation's record
 * put in its place, without the signature failing.
 *
 * Why the content key and not the token secret: the token secret sits in the same
 * installation_settings table (unless JWT_SECRET is set), so whoever can edit the trial's row
 * can read it and sign a new start; and JWT_SECRET may be changed to sign everyone out, which
 * would end a trial for nothing. The content key is a file of its own (DATA_DIR/content.key,
 * mode 0600), never in the database nor in a database dump, the same for every copy that
 * serves lessons, and kept for the installation's whole life: without it no installed lesson
 * opens, and Aula will not start without it once content is installed.
 */

/** What seals and opens: the installation's content store, under its content key. */
export type TrialStartSealer = Pick<ContentStore, 'sealSecret' | 'openSecret'>;

/** The sealed value's label (its additional data): no other sealed secret passes for it. */
const LABEL = 'installation/trial_started_at';

const signedText = (installationId: string, startedAt: string) =>
  `aula-trial-start\0${normalizeInstallationId(installationId)}\0${startedAt}`;

export function signTrialStart(
  sealer: TrialStartSealer,
  installationId: string,
  startedAt: string,
): string {
  return sealer.sealSecret(signedText(installationId, startedAt), LABEL);
}

/** Whether the signature was made by this installation's key for this id and this start. */
export function trialStartSignatureValid(
  sealer: TrialStartSealer,
  signature: string,
  installationId: string,
  startedAt: string,
): boolean {
  try {
    return sealer.openSecret(signature, LABEL) === signedText(installationId, startedAt);
  } catch (error) {
    if (error instanceof DecryptionError) return false;
    throw error;
  }
}

/** Whether this key made the signature at all (whatever it signs): false for another key's. */
export function sealedWithThisKey(sealer: TrialStartSealer, signature: string): boolean {
  try {
    sealer.openSecret(signature, LABEL);
    return true;
  } catch (error) {
    if (error instanceof DecryptionError) return false;
    throw error;
  }
}
