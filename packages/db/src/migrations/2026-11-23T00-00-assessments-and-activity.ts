import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers';

/**
 * Quizzes and tests with the questions drawn for them, each student's test settings, activity
 * records and activity time spans. History tables name lessons and clusters by id without a
 * foreign key: a content update that replaces a lesson must not erase a child's results.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('quiz_attempts'))
    .addColumn('student_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('lesson_id', 'integer', (column) => column.notNull())
    .addColumn('cluster_id', 'integer', (column) => column.notNull())
    .addColumn('subject_id', 'integer', (column) => column.notNull())
    .addColumn('grade_id', 'integer', (column) => column.notNull())
    .addColumn('total', 'integer', (column) => column.notNull())
    .addColumn('answered_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('correct_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('passed', 'integer')
    .addColumn('next_lesson_id', 'integer')
    .addColumn('started_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('finished_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('quiz_attempts_student_lesson')
    .on('quiz_attempts')
    .columns(['student_id', 'lesson_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('test_attempts'))
    .addColumn('student_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('cluster_id', 'integer', (column) => column.notNull())
    .addColumn('subject_id', 'integer', (column) => column.notNull())
    .addColumn('grade_id', 'integer', (column) => column.notNull())
    .addColumn('seconds_per_question', 'integer', (column) => column.notNull())
    .addColumn('total', 'integer', (column) => column.notNull())
    .addColumn('answered_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('correct_count', 'integer', (column) => column.notNull().defaultTo(0))
    // The question shown now (1-based) and since when: the deadline is counted from it.
    .addColumn('current_position', 'integer', (column) => column.notNull())
    .addColumn('current_presented_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('started_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('finished_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('test_attempts_student_started')
    .on('test_attempts')
    .columns(['student_id', 'started_at'])
    .execute();

  // The questions of a quiz or test: the item as drawn (a copy, so a content update cannot
  // change a question after it was asked), its seed, and the answer once given.
  await withIdColumn(db, db.schema.createTable('attempt_questions'))
    .addColumn('attempt_kind', 'varchar(10)', (column) => column.notNull())
    .addColumn('attempt_id', 'integer', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('item_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('item', 'text', (column) => column.notNull())
    .addColumn('seed', 'integer', (column) => column.notNull())
    .addColumn('status', 'varchar(10)', (column) => column.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'varchar(30)')
    .addUniqueConstraint('attempt_questions_position', ['attempt_kind', 'attempt_id', 'position'])
    .execute();

  await db.schema
    .createTable('student_test_settings')
    .addColumn('student_id', 'integer', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('tests_enabled', 'integer', (column) => column.notNull())
    .addColumn('seconds_per_question', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('activities'))
    .addColumn('student_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('scope', 'varchar(10)', (column) => column.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('grade_id', 'integer')
    .addColumn('subject_id', 'integer')
    .addColumn('cluster_id', 'integer')
    .addColumn('lesson_id', 'integer')
    .addColumn('title_en', 'varchar(200)', (column) => column.notNull())
    .addColumn('title_es', 'varchar(200)', (column) => column.notNull())
    // Both titles folded (lower case, no accents) for `term`.
    .addColumn('search_text', 'text', (column) => column.notNull())
    .addColumn('started_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('last_active_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('active_seconds', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_update_key', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('activities_student_started')
    .on('activities')
    .columns(['student_id', 'started_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('user_activity_times'))
    .addColumn('student_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('tutor_id', 'integer')
    .addColumn('start_time', 'varchar(30)', (column) => column.notNull())
    .addColumn('end_time', 'varchar(30)', (column) => column.notNull())
    .addColumn('activity_timer', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('user_activity_times_student_end')
    .on('user_activity_times')
    .columns(['student_id', 'end_time'])
    .execute();
}

/** Forward-only: migrations are never rolled back in the field. */
export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
