import type { Kysely } from 'kysely';

/**
 * Request counts per rate-limit bucket and key (usually the caller's address) in a fixed
 * window, in the database so that every copy of the service counts the same requests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'varchar(50)', (column) => column.notNull())
    .addColumn('key', 'varchar(300)', (column) => column.notNull())
    .addColumn('window_started_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'key'])
    .execute();
}

/** Forward-only: migrations are never rolled back in the field. */
export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
