import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createDb, inspectSqliteBackup, restoreSqlite } from '@aula/db';
import { PackImportRepository } from '../../content/pack-import-repository';
import type { Env } from '../env';
import { databaseUrlOf } from '../env';
import { answeringPorts } from './answering-ports';
import { fileStamp } from './backup-files';

/** A restore that must not go ahead now; nothing was changed. */
export class RestoreRefusedError extends Error {}

export interface RestoreResult {
  /** Where the replaced database was kept, if there was one. */
  previous: string | undefined;
  users: number;
  /** Packs whose sealed content this computer does not have: they are imported again. */
  packsToReimport: string[];
}

/**
 * `npm run restore`: puts an SQLite backup in place of the installation's database. The file
 * is checked first and the servers must be stopped; the old database is kept beside the new.
 */
export async function restoreInstallation(
  env: Env,
  file: string,
  now: Date = new Date(),
): Promise<RestoreResult> {
  const { users } = inspectSqliteBackup(file);
  const ports = [env.WEB_PORT, env.MAIN_PORT, env.ACTIVITY_PORT, env.DICTIONARY_PORT];
  const running = await answeringPorts(env.HOST, ports);
  if (running.length > 0)
    throw new RestoreRefusedError(
      `Aula seems to be running (something answers at ${env.HOST} on port ${running.join(', ')}). ` +
        'Stop it first (Ctrl+C where "npm start" runs), then restore.',
    );
  const target = databaseUrlOf(env);
  const { previous } = await restoreSqlite(file, target, fileStamp(now));
  return { previous, users, packsToReimport: await forgetMissingContent(target, env.DATA_DIR) };
}

/**
 * The backup may point at a generation of sealed content that is no longer (or not yet) in
 * `data/content`, for example on a new computer. Such a pack is imported afresh: the bundled
 * one at the next start, a disc's with `npm run import-pack`.
 */
async function forgetMissingContent(databaseFile: string, dataDir: string): Promise<string[]> {
  const database = createDb({ url: databaseFile });
  try {
    const packs = new PackImportRepository(database.db);
    const missing: string[] = [];
    for (const pack of await packs.installedPacks()) {
      if (existsSync(join(dataDir, 'content', pack.id, pack.generation))) continue;
      await packs.forgetFingerprint(pack.id);
      missing.push(pack.id);
    }
    return missing;
  } finally {
    await database.destroy();
  }
}
