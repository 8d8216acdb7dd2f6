import type { KeyObject } from 'node:crypto';
import type { LicenseStatus } from '@aula/shared';
import { TRIAL_DAYS } from '@aula/shared';
import { readActivationToken } from '../../licensing/activation-tokens';
import type { TrustedLicenseKey } from '../../licensing/license-keys';
import { loadLicensePrivateKey, trustedLicenseKey } from '../../licensing/license-keys';
import { checkPhoneKey } from '../../licensing/phone-keys';
import { checkSerial } from '../../licensing/serials';
import { signTrialStart, trialStartSignatureValid } from '../../licensing/trial-start-signature';
import type { ServiceContext } from '../service-context';
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
  /** Licenses are checked with a test key: activations are not valid for sale. */
  testKeys: boolean;
}

/**
 * The trial's start as far as it can be proved: signed and intact, or not (missing, moved or
 * not this installation's), in which case the trial counts as over. Either way never later
 * than the database's first migration.
 */
interface TrialStart {
  intact: boolean;
  startedAt: Date;
}

const earliest = (...times: (Date | null)[]): Date | null =>
  times.reduce<Date | null>(
    (first, time) => (time && (!first || time < first) ? time : first),
    null,
  );

const parseTime = (text: string | null): Date | null => {
  const time = text === null ? Number.NaN : Date.parse(text);
  return Number.isFinite(time) ? new Date(time) : null;
};

/**
 * This installation's license: its activation and its trial's start, each checked again by
 * signature whenever it is read, so an edited row activates nothing and moves no trial. One
 * per service context, shared by the main and activity services of a process; each copy of a
 * service keeps its own cache.
 */
export class LicenseService {
  readonly installation: InstallationLicenseRepository;
  private trustedKeyLoaded: TrustedLicenseKey | undefined;
  private privateKeyLoaded: KeyObject | null | undefined;
  private lockCache: { locked: boolean; until: number } | null = null;

  constructor(private readonly context: ServiceContext) {
    this.installation = new InstallationLicenseRepository(context.database.db);
    // Checked as the main and activity services are built, not at the first activation: a key
    // that is not to be trusted stops Aula before it serves anyone (an EnvError, as loadEnv's).
    trustedLicenseKey(context.env);
  }

  /** The key that checks serials, phone keys and tokens (read at first use). */
  get publicKey(): KeyObject {
    return this.trustedKey().publicKey;
  }

  private trustedKey(): TrustedLicenseKey {
    this.trustedKeyLoaded ??= trustedLicenseKey(this.context.env);
    return this.trustedKeyLoaded;
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
    const [installationId, stored, registration] = await Promise.all([
      this.installation.installationId(),
      this.installation.activation(),
      this.installation.trialRegistration(),
    ]);
    const trial = await this.trialStart(installationId);
    const activation = stored ? this.verify(stored, installationId) : null;
    // A start that cannot be proved leaves no trial: it ended where it began.
    const endsAt = new Date(trial.startedAt.getTime() + (trial.intact ? TRIAL_DAYS * DAY_MS : 0));
    const msLeft = endsAt.getTime() - this.context.now().getTime();
    return {
      status: activation ? 'activated' : msLeft > 0 ? 'trial' : 'trial_expired',
      installationId,
      trialStartedAt: trial.startedAt.toISOString(),
      trialEndsAt: endsAt.toISOString(),
      daysLeft: Math.max(0, Math.ceil(msLeft / DAY_MS)),
      registration,
      activation,
      testKeys: this.trustedKey().testKeys,
    };
  }

  /**
   * The trial's start, checked against its signature and never later than the database's
   * first migration. A start without a signature was written by this installation's first
   * start, or by a release from before signed starts: it is signed once, at the earliest of
   * it and the first migration (so removing a signature to move the start gains nothing).
   */
  private async trialStart(installationId: string, signing = true): Promise<TrialStart> {
    const record = await this.installation.trialStartRecord();
    const recorded = parseTime(record.startedAt);
    const evidence = earliest(recorded, record.firstMigrationAt) ?? this.context.now();
    if (record.startedAt === null || recorded === null)
      return { intact: false, startedAt: evidence };
    const sealer = this.context.contentStore;
    if (record.signature === null) {
      if (!signing) return { intact: false, startedAt: evidence };
      const startedAt = evidence.toISOString();
      await this.installation.signTrialStart(
        record.startedAt,
        startedAt,
        signTrialStart(sealer, installationId, startedAt),
      );
      // Read back: another copy may have signed it at the same moment, and its signature won.
      return this.trialStart(installationId, false);
    }
    const intact = trialStartSignatureValid(
      sealer,
      record.signature,
      installationId,
      record.startedAt,
    );
    return { intact, startedAt: evidence };
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
