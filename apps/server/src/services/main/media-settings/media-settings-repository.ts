import type { Database, Kysely } from '@aula/db';
import type { MediaSettings, UpdateMediaSettings } from '@aula/shared';
import { DEFAULT_MEDIA_SETTINGS } from '@aula/shared';

const asFlag = (on: boolean) => (on ? 1 : 0);

/**
 * The tutor's intro video, lesson audio and question auto-read switches, kept in tutor_settings
 * beside the worksheets switch. No row means the defaults (everything on).
 */
export class MediaSettingsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async settingsOf(tutorId: number): Promise<MediaSettings> {
    const row = await this.db
      .selectFrom('tutor_settings')
      .select(['intro_video_enabled', 'lesson_audio_enabled', 'auto_read_questions'])
      .where('tutor_id', '=', tutorId)
      .executeTakeFirst();
    if (!row) return DEFAULT_MEDIA_SETTINGS;
    return {
      intro_video_enabled: row.intro_video_enabled === 1,
      lesson_audio_enabled: row.lesson_audio_enabled === 1,
      auto_read_questions: row.auto_read_questions === 1,
    };
  }

  /** Saves the switches given (insert or update), leaving every other setting as it is. */
  async save(tutorId: number, changes: UpdateMediaSettings): Promise<void> {
    const values = {
      ...(changes.intro_video_enabled === undefined
        ? {}
        : { intro_video_enabled: asFlag(changes.intro_video_enabled) }),
      ...(changes.lesson_audio_enabled === undefined
        ? {}
        : { lesson_audio_enabled: asFlag(changes.lesson_audio_enabled) }),
      ...(changes.auto_read_questions === undefined
        ? {}
        : { auto_read_questions: asFlag(changes.auto_read_questions) }),
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
