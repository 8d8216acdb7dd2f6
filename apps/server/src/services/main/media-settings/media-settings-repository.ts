import type { Database, Kysely } from '@aula/db';
import type { MediaSettings, UpdateMediaSettings } from '@aula/shared';

/** Both switches on: what a tutor who never visited the settings has. */
const DEFAULTS: MediaSettings = { intro_video_enabled: true, lesson_audio_enabled: true };

/**
 * The tutor's intro video and lesson audio switches, kept in tutor_settings beside the
 * worksheets switch. No row means the defaults (everything on).
 */
export class MediaSettingsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async settingsOf(tutorId: number): Promise<MediaSettings> {
    const row = await this.db
      .selectFrom('tutor_settings')
      .select(['intro_video_enabled', 'lesson_audio_enabled'])
      .where('tutor_id', '=', tutorId)
      .executeTakeFirst();
    if (!row) return DEFAULTS;
    return {
      intro_video_enabled: row.intro_video_enabled === 1,
      lesson_audio_enabled: row.lesson_audio_enabled === 1,
    };
  }

  /** Saves the switches given (insert or update), leaving every other setting as it is. */
  async save(tutorId: number, changes: UpdateMediaSettings): Promise<void> {
    const values = {
      ...(changes.intro_video_enabled === undefined
        ? {}
        : { intro_video_enabled: changes.intro_video_enabled ? 1 : 0 }),
      ...(changes.lesson_audio_enabled === undefined
        ? {}
        : { lesson_audio_enabled: changes.lesson_audio_enabled ? 1 : 0 }),
      updated_at: this.now().toISOString(),
    };
    await this.db
      .insertInto('tutor_settings')
      // A new row keeps worksheets at their default (on).
      .values({ tutor_id: tutorId, worksheets_enabled: 1, ...values })
      .onConflict((conflict) => conflict.column('tutor_id').doUpdateSet(values))
      .execute();
  }
}
