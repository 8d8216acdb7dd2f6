import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { MockInstance } from 'vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  crashAfter,
  insertRows,
  overwriteBytes,
  rowsAfterRecovery,
  testDatabaseUrl,
  testDialects,
} from '@aula/db/testing';
import type { DialectName } from '@aula/db';
import type { RoleName, WalDamageStatus } from '@aula/shared';
import { ROLE_IDS } from '@aula/shared';
import { openContext } from '../../../app';
import type { ServiceContext } from '../../../domain/service-context';
import { loadEnv } from '../../../platform/env';
import { hashPassword } from '../../../platform/passwords';
import { UsersRepository } from '../../../domain/users/users-repository';
import { createMainService } from '../main-service';

const NOTES = 'create table notes (id integer primary key, body text not null);';
const WRITES = 525;

/** The data folder after a kill -9 in the middle of 525 one-row writes, its log intact. */
async function crashedDataDir(dataDir: string) {
  await crashAfter(join(dataDir, 'aula.db'), `${NOTES}\n${insertRows('notes', 1, WRITES)}`);
}

describe.each(testDialects())('a damaged write-ahead log at start, on %s', (dialect) => {
  let dataDir: string;
  let schema: string | undefined;
  let context: ServiceContext | undefined;
  let consoleError: MockInstance<typeof console.error>;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'aula-wal-damage-'));
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    consoleError.mockRestore();
    await context?.database.destroy();
    context = undefined;
    rmSync(dataDir, { recursive: true, force: true });
    if (schema) {
      const admin = new pg.Client({ connectionString: await testDatabaseUrl() });
      await admin.connect();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
      schema = undefined;
    }
  });

  /** What `npm start` does first: open the database for the services, on this dialect. */
  async function start(kind: DialectName = dialect) {
    const settings: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    if (kind === 'postgres') {
      schema ??= `test_${randomBytes(6).toString('hex')}`;
      const url = new URL(await testDatabaseUrl());
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await admin.end();
      url.searchParams.set('options', `-c search_path=${schema}`);
      settings.DATABASE_URL = url.toString();
    }
    await context?.database.destroy();
    context = await openContext(loadEnv(settings));
    const app = await createMainService(context);
    await app.ready();
    return app;
  }

  async function signedIn(app: Awaited<ReturnType<typeof start>>, role: RoleName) {
    const users = new UsersRepository(context!.database.db, context!.now);
    const username = `${role}-${randomBytes(3).toString('hex')}`;
    await users.create({
      username,
      password_hash: await hashPassword('secret1'),
      firstname: 'Test',
      lastname: role,
      email: `${username}@example.com`,
      language: 'en',
      avatar: null,
      name_of_the_school: 'Test School',
      grade_id: role === 'student' ? 1 : null,
      rol_id: ROLE_IDS[role],
      tutor_id: null,
      account_id: role === 'installer' ? null : await users.createAccount(`Family of ${username}`),
    });
    const response = await app.inject({
      method: 'POST',
      url: '/auth',
      payload: { username, password: 'secret1' },
    });
    const token = response.json<{ access_token: string }>().access_token;
    const headers = { authorization: `Bearer ${token}` };
    return {
      get: () => app.inject({ method: 'GET', url: '/wal_damage', headers }),
      dismiss: () => app.inject({ method: 'POST', url: '/wal_damage/dismiss', headers }),
    };
  }

  const loggedErrors = () => consoleError.mock.calls.map((call) => call.join(' ')).join('\n');
  const damagedCopies = () => readdirSync(dataDir).filter((name) => name.includes('.damaged-'));

  it.runIf(dialect === 'sqlite')(
    'keeps a copy of the damaged log, says so, and tells installers and tutors, not students',
    async () => {
      await crashedDataDir(dataDir);
      const wal = join(dataDir, 'aula.db-wal');
      overwriteBytes(wal);
      const damagedBytes = readFileSync(wal);
      const { rows: rowsSqliteKeeps } = rowsAfterRecovery(join(dataDir, 'aula.db'), 'notes');
      expect(rowsSqliteKeeps).toBeLessThan(WRITES);

      const app = await start();

      // The copy is the log as the crash and the damage left it, before SQLite recovered it.
      const [copy] = damagedCopies();
      expect(copy).toMatch(/^aula\.db-wal\.damaged-\d{8}T\d{6}Z$/);
      expect(readFileSync(join(dataDir, copy!)).equals(damagedBytes)).toBe(true);
      expect(loggedErrors()).toContain(copy);
      expect(loggedErrors()).toContain('npm run restore');

      const expected = {
        wal_damage: {
          detected_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          copy_file_name: copy,
          frames_dropped: expect.any(Number),
        },
      };
      const installer = await signedIn(app, 'installer');
      const tutor = await signedIn(app, 'tutor');
      const student = await signedIn(app, 'student');
      const seen = await installer.get();
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toEqual(expected);
      expect(seen.json<WalDamageStatus>().wal_damage!.frames_dropped).toBeGreaterThan(200);
      expect((await tutor.get()).json()).toEqual(expected);
      expect((await student.get()).statusCode).toBe(403);

      // Kept in the database: the next start, whose log is sound, still shows it.
      await app.close();
      const again = await start();
      expect(damagedCopies()).toEqual([copy]);
      expect((await (await signedIn(again, 'tutor')).get()).json()).toEqual(expected);
      await again.close();
    },
  );

  it.runIf(dialect === 'sqlite')(
    'an installer dismisses the notice; a tutor or a student may not',
    async () => {
      await crashedDataDir(dataDir);
      overwriteBytes(join(dataDir, 'aula.db-wal'));
      const app = await start();
      const installer = await signedIn(app, 'installer');
      const tutor = await signedIn(app, 'tutor');
      const student = await signedIn(app, 'student');

      expect((await tutor.dismiss()).statusCode).toBe(403);
      expect((await student.dismiss()).statusCode).toBe(403);
      expect((await tutor.get()).json<WalDamageStatus>().wal_damage).not.toBeNull();

      const dismissed = await installer.dismiss();
      expect(dismissed.statusCode).toBe(200);
      expect(dismissed.json()).toEqual({ wal_damage: null });
      expect((await tutor.get()).json()).toEqual({ wal_damage: null });
      expect((await installer.get()).json()).toEqual({ wal_damage: null });
      // The copy stays: only the notice goes.
      expect(damagedCopies()).toHaveLength(1);
      await app.close();
    },
  );

  it('says nothing after a crash that damaged nothing', async () => {
    await crashedDataDir(dataDir);
    const app = await start();

    expect(damagedCopies()).toEqual([]);
    expect(loggedErrors()).not.toMatch(/damaged|npm run restore/);
    expect((await (await signedIn(app, 'installer')).get()).json()).toEqual({ wal_damage: null });
    expect((await (await signedIn(app, 'tutor')).get()).json()).toEqual({ wal_damage: null });
    await app.close();
  });

  it.runIf(dialect === 'postgres')(
    'answers that nothing was lost: PostgreSQL keeps no log of ours, whatever lies in the data folder',
    async () => {
      // An aula.db-wal left from before the move to PostgreSQL, damaged at that.
      await crashedDataDir(dataDir);
      overwriteBytes(join(dataDir, 'aula.db-wal'));
      const app = await start('postgres');

      expect(damagedCopies()).toEqual([]);
      expect(loggedErrors()).not.toMatch(/damaged|npm run restore/);
      const installer = await signedIn(app, 'installer');
      const tutor = await signedIn(app, 'tutor');
      expect((await installer.get()).json()).toEqual({ wal_damage: null });
      expect((await tutor.get()).json()).toEqual({ wal_damage: null });
      expect((await (await signedIn(app, 'student')).get()).statusCode).toBe(403);
      expect((await installer.dismiss()).json()).toEqual({ wal_damage: null });
      await app.close();
    },
  );
});
