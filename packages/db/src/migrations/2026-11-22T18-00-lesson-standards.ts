import type { Kysely } from 'kysely';

/** The standards a lesson is tied to (Common Core, NGSS, C3), as a JSON list of codes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('lessons')
    .addColumn('standards', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
}

/** Forward-only: migrations are never rolled back in the field. */
export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
