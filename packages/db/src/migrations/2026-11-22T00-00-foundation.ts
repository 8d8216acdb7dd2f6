import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers';

/** Accounts, users, sign-in throttling, password resets and installation settings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('installation_settings')
    .addColumn('key', 'varchar(100)', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('accounts'))
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('users'))
    .addColumn('username', 'varchar(100)', (column) => column.notNull())
    .addColumn('username_key', 'varchar(100)', (column) => column.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (column) => column.notNull())
    .addColumn('firstname', 'varchar(100)', (column) => column.notNull())
    .addColumn('lastname', 'varchar(100)', (column) => column.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('language', 'varchar(5)', (column) => column.notNull().defaultTo('en'))
    .addColumn('avatar', 'varchar(40)')
    .addColumn('name_of_the_school', 'varchar(200)', (column) => column.notNull())
    .addColumn('grade_id', 'integer')
    .addColumn('rol_id', 'integer', (column) => column.notNull())
    .addColumn('tutor_id', 'integer', (column) =>
      column.references('users.id').onDelete('set null'),
    )
    .addColumn('account_id', 'integer', (column) =>
      column.references('accounts.id').onDelete('cascade'),
    )
    .addColumn('token_version', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('users_account_role')
    .on('users')
    .columns(['account_id', 'rol_id'])
    .execute();
  await db.schema.createIndex('users_tutor').on('users').column('tutor_id').execute();

  await db.schema
    .createTable('login_throttles')
    .addColumn('key', 'varchar(300)', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('window_started_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('locked_until', 'varchar(30)')
    .execute();

  await withIdColumn(db, db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('expires_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}

/** Forward-only: migrations are never rolled back in the field. */
export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
