import { existsSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ContentStore, readContentKey } from '@aula/content';
import { createDb, inspectSqliteBackup, restoreSqlite } from '@aula/db';
import { PackImportRepository } from '../../content/pack-import-repository';
import { sealedWithThisKey } from '../../licensing/trial-start-signature';
import { InstallationLicenseRepository } from '../../domain/licensing/installation-license-repository';
import type { DataDirHold } from '../data-dir/data-dir-lock';
import {
  DataDirBusyError,
  holdDataDirForRestore,
  processesUsing,
  whoIs,
} from '../data-dir/data-dir-lock';
import { makePrivate } from '../data-dir/private-files';
import { SealedContentRepository } from '../data-dir/sealed-content-repository';
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
  /** Where the content sealed with a content key that is gone was moved, if it was. */
  contentSetAside?: string;
}

/**
 * `npm run restore`: puts an SQLite backup in place of the installation's database. The file
 * is checked first and the servers must be stopped; the old database is kept beside the new.
 * While it runs it holds the data folder, so that no server starts on it meanwhile.
 */
export async function restoreInstallation(
  env: Env,
  file: string,
  now: Date = new Date(),
): Promise<RestoreResult> {
  const { users } = inspectSqliteBackup(file);
  const hold = holdForRestore(env.DATA_DIR);
  try {
    refuseWhileInUse(env.DATA_DIR);
    // Also an Aula that keeps no lock file in this folder (an older version, say) is caught
    // by its ports.
    const ports = [env.WEB_PORT, env.MAIN_PORT, env.ACTIVITY_PORT, env.DICTIONARY_PORT];
    const running = await answeringPorts(env.HOST, ports);
    if (running.length > 0)
      throw new RestoreRefusedError(
        `Aula seems to be running (something answers at ${env.HOST} on port ${running.join(', ')}). ` +
          'Stop it first (Ctrl+C where "npm start" runs), then restore.',
      );
    const target = databaseUrlOf(env);
    const stamp = fileStamp(now);
    const { previous } = await restoreSqlite(file, target, stamp);
    // SQLite made the new file with the process's umask: private, like the one it replaced.
    makePrivate(target);
    return { previous, users, ...(await forgetMissingContent(target, env.DATA_DIR, stamp)) };
  } finally {
    hold.release();
  }
}

function holdForRestore(dataDir: string): DataDirHold {
  try {
    return holdDataDirForRestore(dataDir);
  } catch (error) {
    if (error instanceof DataDirBusyError) throw new RestoreRefusedError(error.message);
    throw error;
  }
}

/**
 * Refuses while a process works on the data folder (the services, a backup, an import),
 * whatever ports it listens on: it would go on writing to the database the restore replaces.
 */
export function refuseWhileInUse(dataDir: string): void {
  const users = processesUsing(dataDir);
  if (users.length === 0) return;
  throw new RestoreRefusedError(
    `Aula is running from ${resolve(dataDir)} (${users.map(whoIs).join('; ')}). ` +
      'Stop it first (Ctrl+C where "npm start" runs), then restore.\n' +
      `(Each is listed in ${resolve(dataDir, 'running')}: a file there whose process is not ` +
      'Aula was left by one that was stopped abruptly, and can be deleted.)',
  );
}

/**
 * The backup may point at a generation of sealed content that is no longer (or not yet) in
 * `data/content`, for example on a new computer. Such a pack is imported afresh: the bundled
 * one at the next start, a disc's with `npm run import-pack`. Without `data/content.key`
 * nothing sealed can be opened: every pack is imported afresh, the saved disc keys are
 * forgotten (given again with the disc's import), and the sealed files are moved aside, so
 * that the next start makes a new key instead of refusing to start.
 */
async function forgetMissingContent(
  databaseFile: string,
  dataDir: string,
  stamp: string,
): Promise<Pick<RestoreResult, 'packsToReimport' | 'contentSetAside'>> {
  const key = readContentKey(dataDir);
  const keyKept = key !== undefined;
  const database = createDb({ url: databaseFile });
  try {
    await keepTrialStartReadable(
      database.db,
      key && new ContentStore(join(dataDir, 'content'), key),
    );
    const packs = new PackImportRepository(database.db);
    const missing: string[] = [];
    for (const pack of await packs.installedPacks()) {
      if (keyKept && existsSync(join(dataDir, 'content', pack.id, pack.generation))) continue;
      await packs.forgetFingerprint(pack.id);
      missing.push(pack.id);
    }
    if (keyKept) return { packsToReimport: missing };

    const sealed = new SealedContentRepository(database.db);
    for (const packId of await sealed.packsWithSavedKeys())
      if (!missing.includes(packId)) missing.push(packId);
    await sealed.forgetSavedPackKeys();
    const content = join(dataDir, 'content');
    if (!existsSync(content)) return { packsToReimport: missing };
    const contentSetAside = `${content}.before-restore-${stamp}`;
    renameSync(content, contentSetAside);
    return { packsToReimport: missing, contentSetAside };
  } finally {
    await database.destroy();
  }
}

/**
 * The trial's start is signed with the content key of the computer that made the backup. On
 * another computer, or after that key was lost, the signature would read as tampered and end
 * the trial; it is dropped instead, and the next start signs the start again, never later than
 * the backup's own first migration, so a restore gains no trial days.
 */
async function keepTrialStartReadable(
  db: ReturnType<typeof createDb>['db'],
  sealer: ContentStore | undefined,
): Promise<void> {
  const licenses = new InstallationLicenseRepository(db);
  const { signature } = await licenses.trialStartRecord();
  if (signature !== null && !(sealer && sealedWithThisKey(sealer, signature)))
    await licenses.forgetTrialStartSignature();
}
