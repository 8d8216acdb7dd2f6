import type { Kysely } from 'kysely';
import type { Database } from './database';

/**
 * The tables a family's everyday use fills, all of them present since the first release:
 * what a backup or an upgrade must carry over row for row.
 */
export const FAMILY_TABLES = [
  'installation_settings',
  'accounts',
  'users',
  'content_packs',
  'levels',
  'grades',
  'subjects',
  'clusters',
  'lessons',
  'student_lesson_states',
  'student_cluster_states',
  'quiz_attempts',
  'attempt_questions',
  'activities',
  'user_activity_times',
  'student_test_settings',
  'game_plays',
  'book_readings',
  'tutor_settings',
] as const satisfies readonly (keyof Database)[];

/**
 * Tests only: a small catalogue and a family (a tutor and `students` students) with study in
 * it: lesson states, a quiz and its question, activity and study time, a game and a book.
 * Inserts only columns that existed in the first release, so it also fills an old schema.
 */
export async function insertSampleFamily(
  db: Kysely<Database>,
  { students = 2, tag = 'a' }: { students?: number; tag?: string } = {},
): Promise<{ tutorId: number; studentIds: number[] }> {
  const at = '2026-11-20T10:00:00.000Z';
  await db
    .insertInto('installation_settings')
    .values({ key: `sample-${tag}`, value: tag })
    .execute();
  const account = await db
    .insertInto('accounts')
    .values({ name: `Family ${tag}`, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = (username: string, rolId: number, tutorId: number | null) => ({
    username,
    username_key: username.toLowerCase(),
    password_hash: 'scrypt$hash',
    firstname: 'Ana',
    lastname: `Ruiz ${username}`,
    email: rolId === 2 ? `${username}@example.com` : null,
    language: 'es' as const,
    avatar: 'owl',
    name_of_the_school: 'Casa',
    grade_id: rolId === 3 ? 1 : null,
    rol_id: rolId,
    tutor_id: tutorId,
    account_id: account.id,
    created_at: at,
    updated_at: at,
  });
  const tutor = await db
    .insertInto('users')
    .values(user(`tutor-${tag}`, 2, null))
    .returning('id')
    .executeTakeFirstOrThrow();

  const base = tag.charCodeAt(0) * 100;
  const packId = `pack-${tag}`;
  await db
    .insertInto('content_packs')
    .values({
      id: packId,
      version: '1.0.0',
      title_en: 'Pack',
      title_es: 'Paquete',
      fingerprint: `f-${tag}`,
      generation: 'g1',
      encrypted: 1,
      source_location: '/media/disc',
      imported_at: at,
    })
    .execute();
  await db
    .insertInto('levels')
    .values({ id: base, nombre_en: 'Elementary', nombre_es: 'Primaria' })
    .execute();
  await db
    .insertInto('grades')
    .values({
      grade_id: base,
      level_id: base,
      name_en: 'Grade',
      name_es: 'Grado',
      path: `grade-${tag}`,
      position: 1,
    })
    .execute();
  await db
    .insertInto('subjects')
    .values({
      id: base,
      pack_id: packId,
      grade_id: base,
      path: 'math',
      name_en: 'Math',
      name_es: 'Matemáticas',
      abbreviation: 'MA',
      description_en: 'Numbers',
      description_es: 'Números',
      position: 1,
    })
    .execute();
  await db
    .insertInto('clusters')
    .values({
      id: base,
      pack_id: packId,
      subject_id: base,
      path: 'counting',
      title_en: 'Counting',
      title_es: 'Contar',
      description_en: 'To ten',
      description_es: 'Hasta diez',
      position: 1,
    })
    .execute();
  await db
    .insertInto('lessons')
    .values({
      id: base,
      pack_id: packId,
      cluster_id: base,
      path: 'one',
      local_path: `${tag}/math/counting/one`,
      title_en: 'One',
      title_es: 'Uno',
      narration_en: null,
      narration_es: 'Uno',
      position: 1,
    })
    .execute();

  const studentIds: number[] = [];
  for (let index = 0; index < students; index += 1) {
    const { id } = await db
      .insertInto('users')
      .values(user(`student-${tag}-${index}`, 3, tutor.id))
      .returning('id')
      .executeTakeFirstOrThrow();
    studentIds.push(id);
    await db
      .insertInto('student_lesson_states')
      .values({
        student_id: id,
        lesson_id: base,
        cluster_id: base,
        is_locked: 0,
        state_id: 2,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto('student_cluster_states')
      .values({
        student_id: id,
        cluster_id: base,
        subject_id: base,
        is_locked: 0,
        test_performed: 1,
        updated_at: at,
      })
      .execute();
    const quiz = await db
      .insertInto('quiz_attempts')
      .values({
        student_id: id,
        lesson_id: base,
        cluster_id: base,
        subject_id: base,
        grade_id: base,
        total: 4,
        answered_count: 1,
        correct_count: 1,
        passed: null,
        next_lesson_id: null,
        started_at: at,
        finished_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('attempt_questions')
      .values({
        attempt_kind: 'quiz',
        attempt_id: quiz.id,
        position: 1,
        item_id: 'q1',
        item: '{"prompt":"1 + 1"}',
        seed: 7,
        status: 'correct',
        answer: '"2"',
        answered_at: at,
      })
      .execute();
    await db
      .insertInto('activities')
      .values({
        student_id: id,
        scope: 'lesson',
        parent_id: null,
        grade_id: base,
        subject_id: base,
        cluster_id: base,
        lesson_id: base,
        title_en: 'One',
        title_es: 'Uno',
        search_text: 'one uno',
        started_at: at,
        last_active_at: at,
        active_seconds: 120 + index,
        last_update_key: `key-${index}`,
      })
      .execute();
    await db
      .insertInto('user_activity_times')
      .values({
        student_id: id,
        tutor_id: tutor.id,
        start_time: at,
        end_time: '2026-11-20T10:02:00.000Z',
        activity_timer: 120,
        created_at: at,
      })
      .execute();
    await db
      .insertInto('student_test_settings')
      .values({ student_id: id, tests_enabled: 1, seconds_per_question: 30, updated_at: at })
      .execute();
    await db
      .insertInto('game_plays')
      .values({
        student_id: id,
        game: 'soccer-goal',
        level: 2,
        score: 900,
        exercises_done: 5,
        lives_left: 2,
        won: 1,
        played_at: at,
      })
      .execute();
    await db
      .insertInto('book_readings')
      .values({
        student_id: id,
        diskname: 'aula-e-library',
        zip_file: 'the-fox.zip',
        last_page: 3,
        updated_at: at,
      })
      .execute();
  }
  await db
    .insertInto('tutor_settings')
    .values({ tutor_id: tutor.id, worksheets_enabled: 0, updated_at: at })
    .execute();
  return { tutorId: tutor.id, studentIds };
}

/** Every row of each table, in a stable order, to compare two databases table by table. */
export async function snapshotTables(
  db: Kysely<Database>,
  tables: readonly (keyof Database)[] = FAMILY_TABLES,
): Promise<Record<string, Record<string, unknown>[]>> {
  const snapshot: Record<string, Record<string, unknown>[]> = {};
  for (const table of tables) {
    const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    snapshot[table] = rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return snapshot;
}
