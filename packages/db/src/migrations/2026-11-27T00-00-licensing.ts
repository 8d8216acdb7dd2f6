import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers';

/**
 * The vendor's record of activations: one row per license (serial id) and installation. A
 * license is usable on a limited number of installations (its seats), counted here; activating
 * the same installation again finds its row and takes no other seat. This installation's own
 * activation, trial start and trial registration are installation settings (key/value).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('license_activations'))
    .addColumn('serial_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('box_number', 'varchar(40)', (column) => column.notNull())
    .addColumn('installation_id', 'varchar(64)', (column) => column.notNull())
    /** 'online' or 'phone'. */
    .addColumn('method', 'varchar(10)', (column) => column.notNull())
    .addColumn('activated_at', 'varchar(30)', (column) => column.notNull())
    .addUniqueConstraint('license_activations_serial_installation', [
      'serial_id',
      'installation_id',
    ])
    .execute();
}

/** Forward-only: migrations are never rolled back in the field. */
export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
