import type { Kysely } from 'kysely';

/**
 * A tutor's own settings that are not about one student: for now whether their students may
 * print worksheets. Named generally: later settings (intro video, lesson audio) add columns
 * here. No row means every setting at its default (worksheets on).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tutor_settings')
    .addColumn('tutor_id', 'integer', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    /** 1 on, 0 off. */
    .addColumn('worksheets_enabled', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}

/** Forward-only: migrations are never rolled back in the field. */
export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
