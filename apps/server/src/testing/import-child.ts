/**
 * Runs an import in a child process and stops dead at a chosen moment, so a test can kill
 * it there: `pause` is "files" (after the first content file is sealed) or "commit" (inside
 * the database transaction, every row written, just before it commits). Compiled with the
 * server for the test run (compiled-server.global-setup.ts): `compiledEntry('import-child')`.
 * argv: <database url> <postgres schema or "-"> <data dir> <pack file> <pause>
 */
import { join } from 'node:path';
import { ContentStore, loadOrCreateContentKey } from '@aula/content';
import { createDb } from '@aula/db';
import { importPack } from '../content/import-pack';

const [url, schema, dataDir, packFile, pause] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];
const database = createDb({ url, postgresSchema: schema === '-' ? undefined : schema });
const store = new ContentStore(join(dataDir, 'content'), loadOrCreateContentKey(dataDir));

const halt = async () => {
  process.send?.('paused');
  await new Promise(() => {}); // wait here until killed
};

await importPack(database, store, packFile, {
  onProgress: async (done) => {
    if (pause === 'files' && done === 3) await halt();
  },
  beforeCommit: async () => {
    if (pause === 'commit') await halt();
  },
});
process.send?.('finished');
