import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { isPostgres, withIdColumn } from './helpers';

/**
 * The catalogue (levels → grades → subjects → clusters → lessons, glossary, question pools)
 * filled by pack imports, its full-text index, and each student's place in it: lesson and
 * cluster states, clusters a tutor turned off, and lessons currently open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_packs')
    .addColumn('id', 'varchar(100)', (column) => column.primaryKey())
    .addColumn('version', 'varchar(40)', (column) => column.notNull())
    .addColumn('title_en', 'varchar(200)', (column) => column.notNull())
    .addColumn('title_es', 'varchar(200)', (column) => column.notNull())
    .addColumn('fingerprint', 'varchar(64)', (column) => column.notNull())
    .addColumn('generation', 'varchar(60)', (column) => column.notNull())
    .addColumn('encrypted', 'integer', (column) => column.notNull())
    .addColumn('source_location', 'text', (column) => column.notNull())
    .addColumn('imported_at', 'varchar(30)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('levels')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('nombre_en', 'varchar(200)', (column) => column.notNull())
    .addColumn('nombre_es', 'varchar(200)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('grades')
    .addColumn('grade_id', 'integer', (column) => column.primaryKey())
    .addColumn('level_id', 'integer', (column) => column.notNull().references('levels.id'))
    .addColumn('name_en', 'varchar(200)', (column) => column.notNull())
    .addColumn('name_es', 'varchar(200)', (column) => column.notNull())
    .addColumn('path', 'varchar(100)', (column) => column.notNull().unique())
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('subjects')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('pack_id', 'varchar(100)', (column) =>
      column.notNull().references('content_packs.id').onDelete('cascade'),
    )
    .addColumn('grade_id', 'integer', (column) => column.notNull().references('grades.grade_id'))
    .addColumn('path', 'varchar(100)', (column) => column.notNull())
    .addColumn('name_en', 'varchar(200)', (column) => column.notNull())
    .addColumn('name_es', 'varchar(200)', (column) => column.notNull())
    .addColumn('abbreviation', 'varchar(20)', (column) => column.notNull())
    .addColumn('description_en', 'text', (column) => column.notNull())
    .addColumn('description_es', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('subjects_grade')
    .on('subjects')
    .columns(['grade_id', 'position'])
    .execute();

  await db.schema
    .createTable('clusters')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('pack_id', 'varchar(100)', (column) =>
      column.notNull().references('content_packs.id').onDelete('cascade'),
    )
    .addColumn('subject_id', 'integer', (column) =>
      column.notNull().references('subjects.id').onDelete('cascade'),
    )
    .addColumn('path', 'varchar(100)', (column) => column.notNull())
    .addColumn('title_en', 'varchar(200)', (column) => column.notNull())
    .addColumn('title_es', 'varchar(200)', (column) => column.notNull())
    .addColumn('description_en', 'text', (column) => column.notNull())
    .addColumn('description_es', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('clusters_subject')
    .on('clusters')
    .columns(['subject_id', 'position'])
    .execute();

  await db.schema
    .createTable('lessons')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('pack_id', 'varchar(100)', (column) =>
      column.notNull().references('content_packs.id').onDelete('cascade'),
    )
    .addColumn('cluster_id', 'integer', (column) =>
      column.notNull().references('clusters.id').onDelete('cascade'),
    )
    .addColumn('path', 'varchar(100)', (column) => column.notNull())
    .addColumn('local_path', 'varchar(400)', (column) => column.notNull().unique())
    .addColumn('title_en', 'varchar(200)', (column) => column.notNull())
    .addColumn('title_es', 'varchar(200)', (column) => column.notNull())
    .addColumn('narration_en', 'text')
    .addColumn('narration_es', 'text')
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('lessons_cluster')
    .on('lessons')
    .columns(['cluster_id', 'position'])
    .execute();

  await withIdColumn(db, db.schema.createTable('glossary_terms'))
    .addColumn('lesson_id', 'integer', (column) =>
      column.notNull().references('lessons.id').onDelete('cascade'),
    )
    .addColumn('term_en', 'varchar(200)', (column) => column.notNull())
    .addColumn('term_es', 'varchar(200)', (column) => column.notNull())
    .addColumn('definition_en', 'text', (column) => column.notNull())
    .addColumn('definition_es', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('glossary_terms_lesson')
    .on('glossary_terms')
    .column('lesson_id')
    .execute();

  await withIdColumn(db, db.schema.createTable('questions'))
    .addColumn('pack_id', 'varchar(100)', (column) =>
      column.notNull().references('content_packs.id').onDelete('cascade'),
    )
    .addColumn('lesson_id', 'integer', (column) =>
      column.references('lessons.id').onDelete('cascade'),
    )
    .addColumn('cluster_id', 'integer', (column) =>
      column.references('clusters.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('type', 'varchar(30)', (column) => column.notNull())
    .addColumn('item', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('questions_lesson').on('questions').column('lesson_id').execute();
  await db.schema.createIndex('questions_cluster').on('questions').column('cluster_id').execute();

  // Search documents: text folded (lower case, no accents) per lesson and language.
  await db.schema
    .createTable('lesson_search_documents')
    .addColumn('lesson_id', 'integer', (column) =>
      column.notNull().references('lessons.id').onDelete('cascade'),
    )
    .addColumn('lang', 'varchar(5)', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('folded', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('lesson_search_documents_pk', ['lesson_id', 'lang'])
    .execute();
  if (isPostgres(db)) {
    await sql`CREATE INDEX lesson_search_documents_fts ON lesson_search_documents USING gin (to_tsvector('simple', folded))`.execute(
      db,
    );
  } else {
    // An external-content FTS5 index over the folded text, kept in step by triggers.
    await sql`CREATE VIRTUAL TABLE lesson_search_fts USING fts5(folded, content='lesson_search_documents', tokenize='unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`CREATE TRIGGER lesson_search_ai AFTER INSERT ON lesson_search_documents BEGIN
      INSERT INTO lesson_search_fts(rowid, folded) VALUES (new.rowid, new.folded); END`.execute(db);
    await sql`CREATE TRIGGER lesson_search_ad AFTER DELETE ON lesson_search_documents BEGIN
      INSERT INTO lesson_search_fts(lesson_search_fts, rowid, folded) VALUES ('delete', old.rowid, old.folded); END`.execute(
      db,
    );
    await sql`CREATE TRIGGER lesson_search_au AFTER UPDATE ON lesson_search_documents BEGIN
      INSERT INTO lesson_search_fts(lesson_search_fts, rowid, folded) VALUES ('delete', old.rowid, old.folded);
      INSERT INTO lesson_search_fts(rowid, folded) VALUES (new.rowid, new.folded); END`.execute(db);
  }

  // Per-student state. A missing row means the default: the first cluster of a subject and
  // the first lesson of a cluster open, the rest locked, nothing started.
  await db.schema
    .createTable('student_lesson_states')
    .addColumn('student_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('lesson_id', 'integer', (column) =>
      column.notNull().references('lessons.id').onDelete('cascade'),
    )
    .addColumn('cluster_id', 'integer', (column) => column.notNull())
    .addColumn('is_locked', 'integer', (column) => column.notNull())
    .addColumn('state_id', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .addPrimaryKeyConstraint('student_lesson_states_pk', ['student_id', 'lesson_id'])
    .execute();
  await db.schema
    .createIndex('student_lesson_states_cluster')
    .on('student_lesson_states')
    .columns(['student_id', 'cluster_id'])
    .execute();

  await db.schema
    .createTable('student_cluster_states')
    .addColumn('student_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('cluster_id', 'integer', (column) =>
      column.notNull().references('clusters.id').onDelete('cascade'),
    )
    .addColumn('subject_id', 'integer', (column) => column.notNull())
    .addColumn('is_locked', 'integer', (column) => column.notNull())
    .addColumn('test_performed', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .addPrimaryKeyConstraint('student_cluster_states_pk', ['student_id', 'cluster_id'])
    .execute();
  await db.schema
    .createIndex('student_cluster_states_subject')
    .on('student_cluster_states')
    .columns(['student_id', 'subject_id'])
    .execute();

  // Clusters a tutor turned off for a student (no row: on).
  await db.schema
    .createTable('student_cluster_access')
    .addColumn('student_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('cluster_id', 'integer', (column) =>
      column.notNull().references('clusters.id').onDelete('cascade'),
    )
    .addColumn('subject_id', 'integer', (column) => column.notNull())
    .addColumn('enabled', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .addPrimaryKeyConstraint('student_cluster_access_pk', ['student_id', 'cluster_id'])
    .execute();
  await db.schema
    .createIndex('student_cluster_access_subject')
    .on('student_cluster_access')
    .columns(['student_id', 'subject_id'])
    .execute();

  // Lessons a student has open (POST /api/decrypt_lesson until /api/encrypt_lesson).
  await db.schema
    .createTable('lesson_openings')
    .addColumn('student_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('lesson_id', 'integer', (column) =>
      column.notNull().references('lessons.id').onDelete('cascade'),
    )
    .addColumn('opened_at', 'varchar(30)', (column) => column.notNull())
    .addPrimaryKeyConstraint('lesson_openings_pk', ['student_id', 'lesson_id'])
    .execute();
}

/** Forward-only: migrations are never rolled back in the field. */
export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
