import type { Database, Kysely } from '@aula/db';
import {
  ensureInstallationId,
  firstMigrationAt,
  TRIAL_STARTED_AT_KEY,
} from '../../bootstrap/installation';

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

/** The trial start as kept: each part may be missing, or edited by hand. */
export interface TrialStartRecord {
  startedAt: string | null;
  signature: string | null;
  /** When the database's first migration ran: no trial started before it. */
  firstMigrationAt: Date | null;
}

const TRIAL_SIGNATURE_KEY = `${TRIAL_STARTED_AT_KEY}_signature`;
const ACTIVATION_KEY = 'activation';
const REGISTRATION_KEY = 'web_trial_registration';

/**
 * This installation's license facts, kept as installation settings: its id, when its trial
 * started (and that start's signature), its activation and who registered the web trial.
 */
export class InstallationLicenseRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // Written once and never changed, so each process reads it only once.
  private installationIdRead: Promise<string> | undefined;

  installationId(): Promise<string> {
    this.installationIdRead ??= ensureInstallationId(this.db).catch((error: unknown) => {
      this.installationIdRead = undefined; // a failed read is tried again next time
      throw error;
    });
    return this.installationIdRead;
  }

  /**
   * Read afresh each time (the license state is itself reused for a few seconds), so that an
   * edit of the rows is noticed without a restart.
   */
  async trialStartRecord(): Promise<TrialStartRecord> {
    const [rows, firstMigration] = await Promise.all([
      this.db
        .selectFrom('installation_settings')
        .select(['key', 'value'])
        .where('key', 'in', [TRIAL_STARTED_AT_KEY, TRIAL_SIGNATURE_KEY])
        .execute(),
      firstMigrationAt(this.db),
    ]);
    const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
    return {
      startedAt: value(TRIAL_STARTED_AT_KEY),
      signature: value(TRIAL_SIGNATURE_KEY),
      firstMigrationAt: firstMigration,
    };
  }

  /**
   * Signs an unsigned start once, moved to `startedAt` (never later than it was). Copies doing
   * it at the same moment compute the same start; the first signature written stays.
   */
  async signTrialStart(found: string, startedAt: string, signature: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (startedAt !== found)
        await trx
          .updateTable('installation_settings')
          .set({ value: startedAt })
          .where('key', '=', TRIAL_STARTED_AT_KEY)
          .where('value', '=', found)
          .execute();
      await trx
        .insertInto('installation_settings')
        .values({ key: TRIAL_SIGNATURE_KEY, value: signature })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
    });
  }

  /** Leaves the start unsigned, to be signed again at the next reading (see license-service). */
  async forgetTrialStartSignature(): Promise<void> {
    await this.db
      .deleteFrom('installation_settings')
      .where('key', '=', TRIAL_SIGNATURE_KEY)
      .execute();
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
