import type { Kysely } from 'kysely';

/**
 * The tutor's switch for reading each question aloud as it appears to kindergarten and grade-1
 * students. On by default: the children it is for cannot read the questions yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tutor_settings')
    .addColumn('auto_read_questions', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
}

/** Forward-only: migrations are never rolled back in the field. */
export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
