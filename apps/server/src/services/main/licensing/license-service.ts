import type { KeyObject } from 'node:crypto';
import type { LicenseStatus } from '@aula/shared';
import { TRIAL_DAYS } from '@aula/shared';
import { readActivationToken } from '../../../licensing/activation-tokens';
import { loadLicensePrivateKey, loadLicensePublicKey } from '../../../licensing/license-keys';
import { checkPhoneKey } from '../../../licensing/phone-keys';
import { checkSerial } from '../../../licensing/serials';
import type { ServiceContext } from '../../../platform/context';
import type { StoredActivation, TrialRegistration } from './installation-license-repository';
import { InstallationLicenseRepository } from './installation-license-repository';

const DAY_MS = 86_400_000;
/** How long the study lock's answer is reused: the hot paths then read no setting per request. */
const STUDY_LOCK_CACHE_MS = 5_000;

export interface VerifiedActivation {
  method: 'online' | 'phone';
  activatedAt: string;
  boxNumber: string;
  seats: number;
}

export interface LicenseState {
  status: LicenseStatus;
  installationId: string;
  trialStartedAt: string;
  trialEndsAt: string;
  daysLeft: number;
  registration: TrialRegistration | null;
  activation: VerifiedActivation | null;
}

/**
 * This installation's license: its activation (checked again by signature whenever it is
 * read, so an edited row activates nothing) and its trial. One per service context, shared by
 * the main and activity services of a process; each copy of a service keeps its own cache.
 */
export class LicenseService {
  readonly installation: InstallationLicenseRepository;
  private publicKeyLoaded: KeyObject | undefined;
  private privateKeyLoaded: KeyObject | null | undefined;
  private lockCache: { locked: boolean; until: number } | null = null;

  constructor(private readonly context: ServiceContext) {
    this.installation = new InstallationLicenseRepository(context.database.db, context.now);
  }

  /** The key that checks serials, phone keys and tokens (read at first use). */
  get publicKey(): KeyObject {
    this.publicKeyLoaded ??= loadLicensePublicKey(this.context.env.LICENSE_PUBLIC_KEY);
    return this.publicKeyLoaded;
  }

  /** The vendor's signing key, when this server stands for the vendor; otherwise null. */
  privateKey(): KeyObject | null {
    if (this.privateKeyLoaded === undefined) {
      const file = this.context.env.LICENSE_PRIVATE_KEY_FILE;
      this.privateKeyLoaded = file ? loadLicensePrivateKey(file) : null;
    }
    return this.privateKeyLoaded;
  }

  async state(): Promise<LicenseState> {
    const [installationId, trialStartedAt, stored, registration] = await Promise.all([
      this.installation.installationId(),
      this.installation.trialStartedAt(),
      this.installation.activation(),
      this.installation.trialRegistration(),
    ]);
    const activation = stored ? this.verify(stored, installationId) : null;
    const endsAt = new Date(new Date(trialStartedAt).getTime() + TRIAL_DAYS * DAY_MS);
    const msLeft = endsAt.getTime() - this.context.now().getTime();
    return {
      status: activation ? 'activated' : msLeft > 0 ? 'trial' : 'trial_expired',
      installationId,
      trialStartedAt,
      trialEndsAt: endsAt.toISOString(),
      daysLeft: Math.max(0, Math.ceil(msLeft / DAY_MS)),
      registration,
      activation,
    };
  }

  /** Whether students are kept from studying: the trial is over and Aula is not activated. */
  async studyLocked(): Promise<boolean> {
    const now = this.context.now().getTime();
    if (
      this.lockCache &&
      now < this.lockCache.until &&
      now >= this.lockCache.until - STUDY_LOCK_CACHE_MS
    )
      return this.lockCache.locked;
    const locked = (await this.state()).status === 'trial_expired';
    this.lockCache = { locked, until: now + STUDY_LOCK_CACHE_MS };
    return locked;
  }

  /** Called after an activation here, so that it lifts the lock at once. */
  forgetCachedState(): void {
    this.lockCache = null;
  }

  private verify(stored: StoredActivation, installationId: string): VerifiedActivation | null {
    if (stored.method === 'online') {
      const claims = readActivationToken(this.publicKey, stored.token, installationId);
      return claims
        ? {
            method: 'online',
            activatedAt: claims.activated_at,
            boxNumber: claims.box_number,
            seats: claims.seats,
          }
        : null;
    }
    const serial = checkSerial(this.publicKey, stored.serial, stored.box_number);
    if (
      !serial.ok ||
      !checkPhoneKey(this.publicKey, serial.serial, installationId, stored.key_number)
    )
      return null;
    return {
      method: 'phone',
      activatedAt: stored.activated_at,
      boxNumber: serial.serial.boxNumber,
      seats: serial.serial.seats,
    };
  }
}

const services = new WeakMap<ServiceContext, LicenseService>();

/** The license of the context's installation (one service object per context). */
export function licenseServiceFor(context: ServiceContext): LicenseService {
  let service = services.get(context);
  if (!service) {
    service = new LicenseService(context);
    services.set(context, service);
  }
  return service;
}
