import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { contentKeyFile, loadOrCreateContentKey, readContentKey } from '@aula/content';
import type { AulaDatabase, Database, Kysely } from '@aula/db';
import { SealedContentRepository } from './sealed-content-repository';

/** The content key is gone while content sealed with it is still there: Aula must not start. */
export class ContentKeyMissingError extends Error {}

/** What only the installation's content key opens. */
export interface SealedContent {
  /** Installed packs whose lessons are read from the sealed files. */
  packs: string[];
  /** Encrypted packs whose disc key is kept in the database, sealed. */
  packKeys: string[];
  /** Sealed files in `data/content`. */
  files: number;
}

export async function sealedContentIn(
  dataDir: string,
  db: Kysely<Database>,
): Promise<SealedContent> {
  const repository = new SealedContentRepository(db);
  return {
    packs: await repository.packsWithContent(),
    packKeys: await repository.packsWithSavedKeys(),
    files: filesUnder(join(dataDir, 'content')),
  };
}

export const hasSealedContent = (sealed: SealedContent) =>
  sealed.packs.length > 0 || sealed.packKeys.length > 0 || sealed.files > 0;

/**
 * The installation's content key. A first start makes one; but when the key file is missing
 * while content sealed with it is still there, making a new key would turn every installed
 * lesson unreadable (each answering 422) without a word, so the start is refused and says how
 * to get the key back.
 */
export async function openContentKey(dataDir: string, database: AulaDatabase): Promise<Buffer> {
  const key = readContentKey(dataDir);
  if (key) return key;
  const sealed = await sealedContentIn(dataDir, database.db);
  if (hasSealedContent(sealed))
    throw new ContentKeyMissingError(missingKeyMessage(dataDir, database.dialect, sealed));
  return loadOrCreateContentKey(dataDir);
}

function missingKeyMessage(
  dataDir: string,
  dialect: AulaDatabase['dialect'],
  sealed: SealedContent,
): string {
  const keyFile = resolve(contentKeyFile(dataDir));
  const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
  const found = [
    sealed.packs.length > 0 &&
      `${sealed.packs.length} installed content ${plural(sealed.packs.length, 'pack', 'packs')} (${sealed.packs.join(', ')})`,
    sealed.files > 0 &&
      `${sealed.files} sealed ${plural(sealed.files, 'file', 'files')} in ${resolve(dataDir, 'content')}`,
    sealed.packKeys.length > 0 &&
      `the saved ${plural(sealed.packKeys.length, 'key', 'keys')} of the encrypted ${plural(sealed.packKeys.length, 'pack', 'packs')} ${sealed.packKeys.join(', ')}`,
  ].filter((line): line is string => typeof line === 'string');
  const remedies =
    dialect === 'sqlite'
      ? [
          `  - put the key file back at ${keyFile} (from a copy of this data folder), or`,
          `  - restore the installation from a backup: npm run restore -- <backup file> (the ` +
            `backups are in ${resolve(dataDir, 'backups')} unless you chose another place); the ` +
            'lessons are then installed again at the next start, any pack from a disc with ' +
            '"npm run import-pack".',
        ]
      : [
          `  - put the key file back at ${keyFile} (from a copy of this data folder), or`,
          '  - point DATA_DIR at the folder the other copies of the services use: copies on one ' +
            'database share one data folder, and its content.key.',
        ];
  return [
    `Aula did not start: the content key ${keyFile} is missing.`,
    `This installation has content that only that key opens: ${found.join('; ')}.`,
    'A new key would open none of it and every lesson would fail to open, so no new key was made.',
    'Either:',
    ...remedies,
    'Then start Aula again.',
  ].join('\n');
}

/** How many files a folder holds, in all its sub-folders; 0 when there is no such folder. */
function filesUnder(folder: string): number {
  if (!existsSync(folder)) return 0;
  let count = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) count += filesUnder(join(folder, entry.name));
    else count += 1;
  }
  return count;
}
