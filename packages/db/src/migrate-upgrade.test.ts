import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrateUpTo } from './migrate';
import { migrations } from './migrations';
import { FAMILY_TABLES, insertSampleFamily, snapshotTables } from './sample-rows';
import { createTestDb, testDialects } from './testing';

/** The last migration of the first release (what shipped before licensing). */
const FIRST_RELEASE = '2026-11-25T01-00-tutor-settings';

describe.each(testDialects())('upgrading a first-release database on %s', (dialect) => {
  it('keeps every row and gives the new columns their defaults', async () => {
    const database = await createTestDb(dialect, { migrate: false });
    try {
      const first = await migrateUpTo(database.db, FIRST_RELEASE);
      expect(first.results?.at(-1)?.migrationName).toBe(FIRST_RELEASE);
      const columns = async (table: string) =>
        (await database.db.introspection.getTables())
          .find((found) => found.name === table)
          ?.columns.map((column) => column.name);
      // Really the old schema: the later columns are not there yet.
      expect(await columns('users')).not.toContain('welcomed_at');
      expect(await columns('tutor_settings')).not.toContain('intro_video_enabled');

      const { tutorId, studentIds } = await insertSampleFamily(database.db, { students: 3 });
      const before = await snapshotTables(database.db);
      expect(before.users).toHaveLength(4);

      const upgrade = await migrateToLatest(database.db);
      const applied = upgrade.results?.map((result) => result.migrationName) ?? [];
      const later = Object.keys(migrations)
        .filter((name) => name > FIRST_RELEASE)
        .sort();
      expect(applied).toEqual(later);

      const after = await snapshotTables(database.db);
      for (const table of FAMILY_TABLES) {
        expect(after[table], table).toHaveLength(before[table]!.length);
        // Each old row is still there with every old value (new columns come on top).
        before[table]!.forEach((row, index) =>
          expect(after[table]![index], table).toMatchObject(row),
        );
      }

      const users = await database.db.selectFrom('users').select(['id', 'welcomed_at']).execute();
      expect(users.map((user) => user.welcomed_at)).toEqual([null, null, null, null]);
      const settings = await database.db
        .selectFrom('tutor_settings')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(settings).toMatchObject({
        tutor_id: tutorId,
        worksheets_enabled: 0,
        intro_video_enabled: 1,
        lesson_audio_enabled: 1,
      });

      // The upgraded database works as a new one does: new rows and new tables take writes.
      await database.db
        .updateTable('users')
        .set({ welcomed_at: '2026-11-28T08:00:00.000Z' })
        .where('id', '=', studentIds[0]!)
        .execute();
      await database.db
        .insertInto('license_activations')
        .values({
          serial_id: 'serial',
          box_number: 'box',
          installation_id: 'installation',
          method: 'phone',
          activated_at: '2026-11-28T08:00:00.000Z',
        })
        .execute();
      await insertSampleFamily(database.db, { tag: 'b' });
      expect(await database.db.selectFrom('users').select('id').execute()).toHaveLength(7);
    } finally {
      await database.destroy();
    }
  });
});

describe.each(testDialects())('rolling back on %s', (dialect) => {
  it('is refused by every migration (they are forward-only)', async () => {
    const database = await createTestDb(dialect);
    try {
      const names = Object.keys(migrations);
      expect(names.length).toBeGreaterThan(10);
      for (const name of names) {
        const down = migrations[name]!.down;
        expect(down, name).toBeTypeOf('function');
        await expect(down!(database.db), name).rejects.toThrow('Migrations are forward-only');
      }
      // Refusing changed nothing: every migration is still applied.
      expect(await migrateToLatest(database.db)).toMatchObject({ results: [] });
    } finally {
      await database.destroy();
    }
  });
});
