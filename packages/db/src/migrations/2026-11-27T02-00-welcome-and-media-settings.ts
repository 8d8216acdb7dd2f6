import type { Kysely } from 'kysely';

/**
 * The tutor's media switches (the intro video at the start of the welcome, and the lessons'
 * read-aloud controls), both on by default so that existing families keep what they had; and
 * when each user saw the first-run welcome (null: not yet, so it is shown at the next sign-in).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tutor_settings')
    .addColumn('intro_video_enabled', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('tutor_settings')
    .addColumn('lesson_audio_enabled', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('users').addColumn('welcomed_at', 'varchar(30)').execute();
}

/** Forward-only: migrations are never rolled back in the field. */
export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
