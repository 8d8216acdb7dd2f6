import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers';

/**
 * Copies of content from a disc (a CD/DVD folder under CONTENT_DISCS_DIR) to this computer:
 * one row per copy, its progress kept here so that a cancelled or interrupted copy can be
 * resumed and every copy of the main service sees the same state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('content_copies'))
    /** The disc's folder name under CONTENT_DISCS_DIR (never a path from the browser). */
    .addColumn('disc', 'varchar(255)', (column) => column.notNull())
    .addColumn('pack_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('pack_title_en', 'text', (column) => column.notNull())
    .addColumn('pack_title_es', 'text', (column) => column.notNull())
    /** SHA-256 of the disc's manifest: a resume refuses a different disc. */
    .addColumn('manifest_sha256', 'varchar(64)', (column) => column.notNull())
    /** JSON arrays: the grades the tutor chose, and those imported (plus installed ones). */
    .addColumn('grade_ids', 'text', (column) => column.notNull())
    .addColumn('import_grade_ids', 'text', (column) => column.notNull())
    /** copying, cancelled, interrupted, importing, done or failed. */
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('bytes_done', 'bigint', (column) => column.notNull())
    .addColumn('bytes_total', 'bigint', (column) => column.notNull())
    /** Why it failed: a message key of the shared catalogue and its detail. */
    .addColumn('error_key', 'varchar(100)')
    .addColumn('error_detail', 'text')
    .addColumn('started_by', 'integer', (column) =>
      column.references('users.id').onDelete('set null'),
    )
    .addColumn('started_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('finished_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('content_copies_status')
    .on('content_copies')
    .column('status')
    .execute();
}

/** Forward-only: migrations are never rolled back in the field. */
export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
