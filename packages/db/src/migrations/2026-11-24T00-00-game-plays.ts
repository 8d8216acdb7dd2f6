import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers';

/**
 * The practice games: each finished round (plays, best scores and levels won) and each
 * student's game settings (sound, speech, the level last chosen per game).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('game_plays'))
    .addColumn('student_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('game', 'varchar(40)', (column) => column.notNull())
    .addColumn('level', 'integer', (column) => column.notNull())
    .addColumn('score', 'integer', (column) => column.notNull())
    .addColumn('exercises_done', 'integer', (column) => column.notNull())
    .addColumn('lives_left', 'integer', (column) => column.notNull())
    /** 1 won, 0 lost. */
    .addColumn('won', 'integer', (column) => column.notNull())
    .addColumn('played_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('game_plays_student_game')
    .on('game_plays')
    .columns(['student_id', 'game'])
    .execute();

  await db.schema
    .createTable('game_preferences')
    .addColumn('student_id', 'integer', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('muted', 'integer', (column) => column.notNull())
    .addColumn('speech', 'integer', (column) => column.notNull())
    /** JSON: the level last chosen, by game name. */
    .addColumn('levels', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}

/** Forward-only: migrations are never rolled back in the field. */
export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
