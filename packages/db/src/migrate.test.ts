import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, testDialects } from './testing';
import { migrateToLatest } from './migrate';

describe.each(testDialects())('migrations on %s', (dialect) => {
  it('create every table from an empty database and are idempotent', async () => {
    const database = await createTestDb(dialect);
    try {
      const again = await migrateToLatest(database.db);
      expect(again.results).toEqual([]);
      const tables = await database.db.introspection.getTables();
      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining([
          'users',
          'accounts',
          'login_throttles',
          'password_resets',
          'lessons',
          'student_lesson_states',
          'lesson_search_documents',
          'quiz_attempts',
          'test_attempts',
          'attempt_questions',
          'student_test_settings',
          'activities',
          'user_activity_times',
        ]),
      );
    } finally {
      await database.destroy();
    }
  });

  it('refuse a second user with the same username in another case', async () => {
    const database = await createTestDb(dialect);
    try {
      const now = new Date().toISOString();
      const user = {
        password_hash: 'x',
        firstname: 'Ana',
        lastname: 'Ruiz',
        email: null,
        language: 'en' as const,
        avatar: null,
        name_of_the_school: 'Home',
        grade_id: 1,
        rol_id: 1,
        tutor_id: null,
        account_id: null,
        created_at: now,
        updated_at: now,
      };
      await database.db
        .insertInto('users')
        .values({ ...user, username: 'Ana', username_key: 'ana' })
        .execute();
      await expect(
        database.db
          .insertInto('users')
          .values({ ...user, username: 'ANA', username_key: 'ana' })
          .execute(),
      ).rejects.toThrow();
      const count = await database.db
        .selectFrom('users')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      expect(count.n).toBe(1);
    } finally {
      await database.destroy();
    }
  });
});
