import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { buildPack, ContentStore, InvalidPackError, loadOrCreateContentKey } from '@aula/content';
import { SAMPLE, writeSampleSources } from '@aula/content/testing';
import type { AulaDatabase, DialectName } from '@aula/db';
import { createDb, migrateToLatest } from '@aula/db';
import { testDatabaseUrl, testDialects } from '@aula/db/testing';
import { compiledEntry } from '../testing/compiled-entry';
import { insertStudentPartWayThrough, samplePackFile } from '../testing/sample-pack';
import { importPack, removeStaleContent } from './import-pack';
import { LessonContent } from './lesson-content';

/** A file-backed installation (SQLite file or a PostgreSQL schema) a child process can open too. */
async function createInstallation(dialect: DialectName) {
  const dataDir = mkdtempSync(join(tmpdir(), 'aula-import-'));
  let url = join(dataDir, 'aula.db');
  let schema: string | undefined;
  if (dialect === 'postgres') {
    url = await testDatabaseUrl();
    schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
  }
  const open = () => createDb({ url, postgresSchema: schema });
  const database = open();
  await migrateToLatest(database.db, schema);
  const store = new ContentStore(join(dataDir, 'content'), loadOrCreateContentKey(dataDir));
  return {
    dataDir,
    url,
    schema,
    database,
    store,
    open,
    async close() {
      await database.destroy();
      if (schema) {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Installation = Awaited<ReturnType<typeof createInstallation>>;

async function installedVersion(database: AulaDatabase) {
  const pack = await database.db
    .selectFrom('content_packs')
    .select(['version', 'generation'])
    .executeTakeFirst();
  const lessons = await database.db
    .selectFrom('lessons')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { version: pack?.version, generation: pack?.generation, lessons: Number(lessons.count) };
}

async function readableBody(installation: Installation, database: AulaDatabase) {
  const content = new LessonContent(database.db, installation.store);
  return content.render(SAMPLE.packId, SAMPLE.lessonIds[0]!, 'en');
}

describe.each(testDialects())('pack import on %s', (dialect) => {
  let installation: Installation;
  beforeEach(async () => {
    installation = await createInstallation(dialect);
    await importPack(installation.database, installation.store, await samplePackFile('1.0.0'));
  });
  afterEach(async () => {
    await installation.close();
  });

  it('imports once per build, and a new version keeps the progress of lessons it still has', async () => {
    const { database, store } = installation;
    expect(await importPack(database, store, await samplePackFile('1.0.0'))).toMatchObject({
      status: 'unchanged',
    });
    await insertStudentPartWayThrough(database.db);
    const before = await installedVersion(database);

    expect(await importPack(database, store, await samplePackFile('1.0.1'))).toMatchObject({
      status: 'imported',
      version: '1.0.1',
    });
    const after = await installedVersion(database);
    expect(after).toMatchObject({ version: '1.0.1', lessons: 6 });
    expect(readdirSync(join(store.root, SAMPLE.packId))).toEqual([after.generation]);
    expect(after.generation).not.toBe(before.generation);
    const state = await database.db
      .selectFrom('student_lesson_states')
      .selectAll()
      .executeTakeFirst();
    expect(state).toMatchObject({ lesson_id: SAMPLE.lessonIds[0], state_id: 3 });
    expect(await readableBody(installation, database)).toContain(SAMPLE.secretSentence);
  });

  it('leaves the previous catalogue and content intact when an import fails before committing', async () => {
    const { database, store } = installation;
    const before = await installedVersion(database);
    await expect(
      importPack(database, store, await samplePackFile('1.0.1'), {
        beforeCommit: async () => {
          throw new Error('disc ejected');
        },
      }),
    ).rejects.toThrow('disc ejected');
    expect(await installedVersion(database)).toEqual(before);
    expect(readdirSync(join(store.root, SAMPLE.packId))).toEqual([before.generation]);
    expect(await readableBody(installation, database)).toContain(SAMPLE.secretSentence);
  });

  it.each(['files', 'commit'])(
    'leaves the previous catalogue and content intact when the import is killed (%s)',
    async (pause) => {
      const before = await installedVersion(installation.database);
      if (dialect === 'sqlite') await installation.database.destroy(); // the child writes the file
      const child = fork(
        compiledEntry('import-child'),
        [
          installation.url,
          installation.schema ?? '-',
          installation.dataDir,
          await samplePackFile('1.0.1'),
          pause,
        ],
        // Compiled with the server for this run: under tsx each start took a second longer.
        { execArgv: [], stdio: 'ignore' },
      );
      const message = await new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('error', reject);
        child.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
      });
      expect(message).toBe('paused');
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));

      const database = dialect === 'sqlite' ? installation.open() : installation.database;
      if (dialect === 'sqlite') installation.database = database;
      expect(await installedVersion(database)).toEqual(before);
      expect(await readableBody(installation, database)).toContain(SAMPLE.secretSentence);
      // The half-written generation is cleared at the next start.
      const removed = await removeStaleContent(database, installation.store);
      expect(removed).toHaveLength(1);
      expect(readdirSync(join(installation.store.root, SAMPLE.packId))).toEqual([
        before.generation,
      ]);
    },
    30_000,
  );

  it("refuses a pack that uses another pack's ids", async () => {
    const { database, store } = installation;
    const other = join(mkdtempSync(join(tmpdir(), 'aula-other-')), 'other.aulapack');
    const sources = writeSampleSources(join(other, '..', 'src'));
    const packYaml = join(sources, 'pack.yaml');
    writeFileSync(
      packYaml,
      readFileSync(packYaml, 'utf8').replace('id: sample-pack', 'id: other-pack'),
    );
    await buildPack(sources, other);
    const error = await importPack(database, store, other).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidPackError);
    expect((error as InvalidPackError).issues[0]).toEqual({
      where: 'other-pack',
      message: `subject ${SAMPLE.subjectId} belongs to pack ${SAMPLE.packId}`,
    });
    expect((await installedVersion(database)).version).toBe('1.0.0');
  });
});
