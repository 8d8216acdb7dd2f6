import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../create-db';
import { migrateToLatest } from '../migrate';
import type { TestDatabase, TestDbTemplate } from './test-database';
import { workerNumber } from './test-database';
import { migrationsFingerprint } from './migrations-fingerprint';

const TEMPLATE_PREFIX = 'aula-test-template-';

let template: Promise<string> | undefined;

/**
 * A migrated SQLite file, made once per fingerprint of the migrations and shared by every
 * worker and run: running the migrations cost more than any test's own work.
 */
function migratedTemplate(): Promise<string> {
  template ??= makeTemplate();
  return template;
}

async function makeTemplate(): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsFingerprint()}.db`;
  const path = join(tmpdir(), name);
  if (existsSync(path)) return path;
  // Made under a name of its own and renamed into place: two workers starting together each
  // make one, and whichever rename comes last leaves a whole file, never a half-written one.
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  const database = createDb({ url: partial });
  try {
    await migrateToLatest(database.db);
  } finally {
    // Closing the last connection checkpoints the WAL into the file and removes it.
    await database.destroy();
  }
  renameSync(partial, path);
  removeOlderTemplates(name);
  return path;
}

/**
 * Templates of earlier migrations are never used again, once a day has passed: until then
 * another checkout on this computer may still be using one.
 */
function removeOlderTemplates(current: string): void {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(TEMPLATE_PREFIX) || entry === current) continue;
    const path = join(tmpdir(), entry);
    try {
      if (statSync(path).mtimeMs < dayAgo) rmSync(path, { force: true });
    } catch {
      // Removed by another worker meanwhile.
    }
  }
}

const keptFiles: string[] = [];
process.on('exit', () => {
  for (const file of keptFiles) rmSync(file, { force: true });
});

/**
 * A database file of its own (a copy of the migrated template, of `template`, or empty),
 * opened as an installation opens it: a writer and a reader connection on a WAL file.
 */
export async function createSqliteTestDb(
  migrate: boolean,
  template?: TestDbTemplate,
): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'aula-db-'));
  const url = join(dir, 'aula.db');
  if (template) copyFileSync(template.source, url);
  else if (migrate) copyFileSync(await migratedTemplate(), url);
  const database = createDb({ url });
  return {
    ...database,
    url,
    async destroy() {
      await database.destroy();
      // The folder holds the file and its -wal and -shm companions.
      rmSync(dir, { recursive: true, force: true });
    },
    async keepAsTemplate(name) {
      // Closing the last connection writes the WAL into the file: the file alone is whole.
      await database.destroy();
      const kept = join(tmpdir(), `aula-test-kept-${name}-${process.pid}-${workerNumber()}.db`);
      renameSync(url, kept);
      rmSync(dir, { recursive: true, force: true });
      keptFiles.push(kept);
      return { dialect: 'sqlite', source: kept };
    },
  };
}
