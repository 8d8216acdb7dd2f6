import type { Kysely } from 'kysely';

/**
 * The e-library: the page each student last read in each book, so a book reopens where they
 * left it. Books live on disks (zip files), not in the database; a reading names its book by
 * disk and file, and outlives a disk being out of the drive.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('book_readings')
    .addColumn('student_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('diskname', 'varchar(64)', (column) => column.notNull())
    .addColumn('zip_file', 'varchar(104)', (column) => column.notNull())
    .addColumn('last_page', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .addPrimaryKeyConstraint('book_readings_pk', ['student_id', 'diskname', 'zip_file'])
    .execute();
}

/** Forward-only: migrations are never rolled back in the field. */
export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
