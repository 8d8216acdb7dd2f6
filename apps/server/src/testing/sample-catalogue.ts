import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentStore, loadOrCreateContentKey } from '@aula/content';
import type { DialectName } from '@aula/db';
import { createTestDb } from '@aula/db/testing';
import { importPack } from '../content/import-pack';
import { samplePackFile } from './sample-pack';
import type { TestStart } from './test-context';

const made = new Map<DialectName, Promise<TestStart>>();
const dataDirs: string[] = [];
process.on('exit', () => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * An installation with the sample pack imported, as importPack leaves it (database rows, the
 * content store and its key), made once per worker and dialect for tests to start copies from.
 */
export function withSampleCatalogue(dialect: DialectName): Promise<TestStart> {
  let start = made.get(dialect);
  if (!start) {
    start = importSample(dialect);
    made.set(dialect, start);
  }
  return start;
}

async function importSample(dialect: DialectName): Promise<TestStart> {
  const database = await createTestDb(dialect);
  const dataDir = mkdtempSync(join(tmpdir(), 'aula-sample-catalogue-'));
  dataDirs.push(dataDir);
  try {
    const store = new ContentStore(join(dataDir, 'content'), loadOrCreateContentKey(dataDir));
    await importPack(database, store, await samplePackFile());
  } catch (error) {
    await database.destroy();
    throw error;
  }
  return { database: await database.keepAsTemplate(`sample_catalogue_${dialect}`), dataDir };
}
