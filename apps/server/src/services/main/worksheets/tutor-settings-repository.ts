import type { Database, Kysely } from '@aula/db';

/**
 * A tutor's own settings (tutor_settings, one row per tutor). No row means the defaults:
 * worksheets on, so a new family can print them without visiting the settings first.
 */
export class TutorSettingsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async worksheetsEnabled(tutorId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('tutor_settings')
      .select('worksheets_enabled')
      .where('tutor_id', '=', tutorId)
      .executeTakeFirst();
    return row === undefined || row.worksheets_enabled === 1;
  }

  /** Saves the worksheet switch (insert or update), leaving any other setting as it is. */
  async saveWorksheetsEnabled(tutorId: number, enabled: boolean): Promise<void> {
    const values = { worksheets_enabled: enabled ? 1 : 0, updated_at: this.now().toISOString() };
    await this.db
      .insertInto('tutor_settings')
      .values({ tutor_id: tutorId, ...values })
      .onConflict((conflict) => conflict.column('tutor_id').doUpdateSet(values))
      .execute();
  }
}
