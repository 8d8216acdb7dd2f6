import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPack } from '@aula/content';
import type { Database, Kysely } from '@aula/db';
import { ROLE_IDS } from '@aula/shared';
import { SAMPLE, writeSampleSources } from '@aula/content/testing';

const built = new Map<string, Promise<string>>();

/** The sample pack of @aula/content built once per test file (and version, and key). */
export function samplePackFile(version = '1.0.0', packKey?: string): Promise<string> {
  const cacheKey = `${version}:${packKey ?? ''}`;
  let file = built.get(cacheKey);
  if (!file) {
    const dir = mkdtempSync(join(tmpdir(), 'aula-sample-pack-'));
    const packFile = join(dir, 'sample.aulapack');
    file = buildPack(writeSampleSources(join(dir, 'src'), version), packFile, { packKey }).then(
      () => packFile,
    );
    built.set(cacheKey, file);
  }
  return file;
}

/**
 * A saved state row for one of the sample pack's lessons (0-5, in study order): tests use it to
 * put a student somewhere in the catalogue.
 */
export function sampleLessonState(
  studentId: number,
  lessonIndex: number,
  state: { is_locked: number; state_id: number },
) {
  const lessonId = SAMPLE.lessonIds[lessonIndex]!;
  return {
    student_id: studentId,
    lesson_id: lessonId,
    cluster_id: Math.floor(lessonId / 100),
    ...state,
    updated_at: new Date().toISOString(),
  };
}

/**
 * A grade-1 student straight in the database, part way through the sample pack: its first
 * lesson unlocked and finished. Returns the student's id.
 */
export async function insertStudentPartWayThrough(db: Kysely<Database>): Promise<number> {
  const now = new Date().toISOString();
  const student = await db
    .insertInto('users')
    .values({
      username: 'ana',
      username_key: 'ana',
      password_hash: 'x',
      firstname: 'Ana',
      lastname: 'Ruiz',
      email: null,
      language: 'es',
      avatar: null,
      name_of_the_school: 'Casa',
      grade_id: 1,
      rol_id: ROLE_IDS.student,
      tutor_id: null,
      account_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('student_lesson_states')
    .values(sampleLessonState(student.id, 0, { is_locked: 2, state_id: 3 }))
    .execute();
  return student.id;
}
