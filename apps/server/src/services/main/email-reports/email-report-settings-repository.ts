import type { Database, Kysely, Selectable } from '@aula/db';
import type { EmailReportFrequency, EmailReportSettings } from '@aula/shared';
import { ROLE_IDS } from '@aula/shared';

export type EmailReportSettingsRow = Selectable<Database['email_report_settings']>;

/** The settings as saved, in the API's shape. */
export interface SavedEmailReportSettings {
  enabled: boolean;
  address: string;
  frequency: EmailReportFrequency;
  time_zone: string;
}

/** A tutor whose reports are on, with what the job needs to schedule and write them. */
export interface ReportingTutor {
  tutor_id: number;
  address: string;
  frequency: EmailReportFrequency;
  time_zone: string;
  /** When the schedule last changed: only periods that end after it are sent. */
  updated_at: string;
}

const toFrequency = (value: string): EmailReportFrequency =>
  value === 'daily' ? 'daily' : 'weekly';

/** A tutor's emailed-report settings (email_report_settings, one row per tutor). */
export class EmailReportSettingsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  find(tutorId: number): Promise<EmailReportSettingsRow | undefined> {
    return this.db
      .selectFrom('email_report_settings')
      .selectAll()
      .where('tutor_id', '=', tutorId)
      .executeTakeFirst();
  }

  /**
   * GET /users/me/email_reports. A tutor who never saved them has reports off, to their own
   * email, weekly, counted in UTC.
   */
  async settingsOf(tutor: { id: number; email: string | null }): Promise<EmailReportSettings> {
    const [row, lastSent] = await Promise.all([
      this.find(tutor.id),
      this.db
        .selectFrom('email_report_deliveries')
        .select(({ fn }) => fn.max('sent_at').as('last_sent_at'))
        .where('tutor_id', '=', tutor.id)
        .where('status', '=', 'sent')
        .executeTakeFirst(),
    ]);
    return {
      ...(row ? toSettings(row) : defaultSettings(tutor.email)),
      last_sent_at: lastSent?.last_sent_at ?? null,
    };
  }

  /**
   * Saves the settings (insert or update). `updated_at` marks when the schedule last changed
   * (turned on or off, another frequency or time zone): the job sends only periods that end
   * after it, so a tutor who has just turned reports on gets the next period, not an old one.
   * Fixing the address alone keeps the schedule, so a report about to go out is not lost.
   */
  async save(tutorId: number, settings: SavedEmailReportSettings): Promise<void> {
    const now = this.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('email_report_settings')
        .selectAll()
        .where('tutor_id', '=', tutorId)
        .executeTakeFirst();
      const scheduleChanged =
        !current ||
        current.enabled !== Number(settings.enabled) ||
        current.frequency !== settings.frequency ||
        current.time_zone !== settings.time_zone;
      const values = {
        enabled: settings.enabled ? 1 : 0,
        address: settings.address,
        frequency: settings.frequency,
        time_zone: settings.time_zone,
        updated_at: scheduleChanged || !current ? now : current.updated_at,
      };
      await trx
        .insertInto('email_report_settings')
        .values({ tutor_id: tutorId, ...values })
        .onConflict((conflict) => conflict.column('tutor_id').doUpdateSet(values))
        .execute();
    });
  }

  /** Every tutor with reports on (tutors only: a user whose role changed gets none). */
  async listEnabled(): Promise<ReportingTutor[]> {
    const rows = await this.db
      .selectFrom('email_report_settings as settings')
      .innerJoin('users', 'users.id', 'settings.tutor_id')
      .select([
        'settings.tutor_id',
        'settings.address',
        'settings.frequency',
        'settings.time_zone',
        'settings.updated_at',
      ])
      .where('settings.enabled', '=', 1)
      .where('users.rol_id', '=', ROLE_IDS.tutor)
      .orderBy('settings.tutor_id')
      .execute();
    return rows.map((row) => ({ ...row, frequency: toFrequency(row.frequency) }));
  }
}

function defaultSettings(email: string | null): SavedEmailReportSettings {
  return { enabled: false, address: email ?? '', frequency: 'weekly', time_zone: 'UTC' };
}

function toSettings(row: EmailReportSettingsRow): SavedEmailReportSettings {
  return {
    enabled: row.enabled === 1,
    address: row.address,
    frequency: toFrequency(row.frequency),
    time_zone: row.time_zone,
  };
}
