import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers';

/**
 * Evaluations (a tutor's placement check across subjects), the tutors' emailed-report
 * settings and the deliveries of those reports, and the indexes the per-student reports and
 * the "needs help" flag read through.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('evaluations'))
    .addColumn('account_id', 'integer', (column) =>
      column.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    // The tutor who set it up; kept when that tutor is gone.
    .addColumn('tutor_id', 'integer')
    .addColumn('grade_id', 'integer', (column) => column.notNull())
    /** full or light. */
    .addColumn('type', 'varchar(10)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('started_date', 'varchar(30)')
    .addColumn('finished_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('evaluations_student_created')
    .on('evaluations')
    .columns(['student_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('evaluation_subjects')
    .addColumn('evaluation_id', 'integer', (column) =>
      column.notNull().references('evaluations.id').onDelete('cascade'),
    )
    .addColumn('subject_id', 'integer', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('evaluation_subjects_pk', ['evaluation_id', 'subject_id'])
    .execute();

  // One question of an evaluation: the item as drawn (a copy, like attempt_questions), and per
  // subject whether it was answered correctly and when it was first shown (started_date).
  await withIdColumn(db, db.schema.createTable('evaluation_answers'))
    .addColumn('evaluation_id', 'integer', (column) =>
      column.notNull().references('evaluations.id').onDelete('cascade'),
    )
    .addColumn('subject_id', 'integer', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('item_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('item', 'text', (column) => column.notNull())
    .addColumn('seed', 'integer', (column) => column.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_correctly', 'integer')
    .addColumn('started_date', 'varchar(30)')
    .addColumn('answered_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('evaluation_answers_position')
    .on('evaluation_answers')
    .columns(['evaluation_id', 'position'])
    .unique()
    .execute();

  await db.schema
    .createTable('email_report_settings')
    .addColumn('tutor_id', 'integer', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('enabled', 'integer', (column) => column.notNull())
    .addColumn('address', 'varchar(254)', (column) => column.notNull())
    /** daily or weekly. */
    .addColumn('frequency', 'varchar(10)', (column) => column.notNull())
    /** The tutor's IANA time zone: where "yesterday" and "last week" are counted. */
    .addColumn('time_zone', 'varchar(64)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();

  // One report for one tutor and one period. The unique key is what makes a report go out at
  // most once: the scheduler can only ever create one row per period, and sends a row once.
  await withIdColumn(db, db.schema.createTable('email_report_deliveries'))
    .addColumn('tutor_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('period_key', 'varchar(40)', (column) => column.notNull())
    .addColumn('period_start', 'varchar(30)', (column) => column.notNull())
    .addColumn('period_end', 'varchar(30)', (column) => column.notNull())
    .addColumn('address', 'varchar(254)', (column) => column.notNull())
    /** pending, sending, sent or failed. */
    .addColumn('status', 'varchar(10)', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(30)', (column) => column.notNull())
    /** While a sender holds the row; an expired lease may be taken by another copy. */
    .addColumn('locked_until', 'varchar(30)')
    .addColumn('last_error', 'text')
    .addColumn('message_id', 'varchar(200)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('email_report_deliveries_period')
    .on('email_report_deliveries')
    .columns(['tutor_id', 'period_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('email_report_deliveries_due')
    .on('email_report_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();

  // The reports read one student's attempts over a span of days; hardest questions read a
  // cluster's attempts.
  await db.schema
    .createIndex('quiz_attempts_student_started')
    .on('quiz_attempts')
    .columns(['student_id', 'started_at'])
    .execute();
  await db.schema
    .createIndex('quiz_attempts_cluster')
    .on('quiz_attempts')
    .column('cluster_id')
    .execute();
  await db.schema
    .createIndex('test_attempts_cluster')
    .on('test_attempts')
    .column('cluster_id')
    .execute();
  await db.schema
    .createIndex('user_activity_times_student_start')
    .on('user_activity_times')
    .columns(['student_id', 'start_time'])
    .execute();
}

/** Forward-only: migrations are never rolled back in the field. */
export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
