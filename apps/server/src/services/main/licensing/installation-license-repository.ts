import type { Database, Kysely } from '@aula/db';
import { ensureInstallationId, ensureTrialStart } from '../../../bootstrap/installation';

/** How this installation was activated, as stored (checked again by signature on reading). */
export type StoredActivation =
  | { method: 'online'; token: string }
  | {
      method: 'phone';
      serial: string;
      box_number: string;
      key_number: string;
      activated_at: string;
    };

export interface TrialRegistration {
  email: string;
  registered_at: string;
}

const ACTIVATION_KEY = 'activation';
const REGISTRATION_KEY = 'web_trial_registration';

/**
 * This installation's license facts, kept as installation settings: its id, when its trial
 * started, its activation and who registered the web trial.
 */
export class InstallationLicenseRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  // Both are written once and never change, so each process reads them only once.
  private installationIdRead: Promise<string> | undefined;
  private trialStartRead: Promise<string> | undefined;

  installationId(): Promise<string> {
    this.installationIdRead ??= ensureInstallationId(this.db).catch((error: unknown) => {
      this.installationIdRead = undefined; // a failed read is tried again next time
      throw error;
    });
    return this.installationIdRead;
  }

  /** Written at the first start; a database made before that (tests) starts it on first read. */
  trialStartedAt(): Promise<string> {
    this.trialStartRead ??= ensureTrialStart(this.db, this.now).catch((error: unknown) => {
      this.trialStartRead = undefined;
      throw error;
    });
    return this.trialStartRead;
  }

  async activation(): Promise<StoredActivation | null> {
    return this.readJson<StoredActivation>(ACTIVATION_KEY);
  }

  saveActivation(activation: StoredActivation): Promise<void> {
    return this.write(ACTIVATION_KEY, JSON.stringify(activation));
  }

  trialRegistration(): Promise<TrialRegistration | null> {
    return this.readJson<TrialRegistration>(REGISTRATION_KEY);
  }

  saveTrialRegistration(registration: TrialRegistration): Promise<void> {
    return this.write(REGISTRATION_KEY, JSON.stringify(registration));
  }

  private async readJson<T>(key: string): Promise<T | null> {
    const row = await this.db
      .selectFrom('installation_settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    try {
      return JSON.parse(row.value) as T;
    } catch {
      return null;
    }
  }

  private async write(key: string, value: string): Promise<void> {
    await this.db
      .insertInto('installation_settings')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
  }
}
