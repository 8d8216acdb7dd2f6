import { parseArgs } from 'node:util';
import { isPostgresUrl, NotAnAulaBackupError } from '@aula/db';
import { fromCaller } from '../platform/backup/backup-files';
import { postgresRestoreCommand } from '../platform/backup/postgres-backup';
import {
  refuseWhileInUse,
  restoreInstallation,
  RestoreRefusedError,
} from '../platform/backup/restore-installation';
import { keepNewFilesPrivate } from '../platform/data-dir/private-files';
import { databaseUrlOf, EnvError, loadEnv } from '../platform/env';

/**
 * `npm run restore -- <backup file>`: replaces the SQLite database with a backup made by
 * `npm run backup`, with Aula stopped. The file is checked before anything changes, and the
 * replaced database is kept as `aula.db.before-restore-<UTC timestamp>`.
 */
async function main() {
  keepNewFilesPrivate();
  const { positionals } = parseArgs({ allowPositionals: true });
  const file = positionals[0];
  if (!file) throw new EnvError('Usage: npm run restore -- <backup file>');
  const env = loadEnv();

  if (isPostgresUrl(databaseUrlOf(env))) {
    // Copies on other computers are not seen from here; this folder's own are.
    refuseWhileInUse(env.DATA_DIR);
    console.error('On PostgreSQL, stop every copy of the services and restore with pg_restore:');
    console.error(`  ${postgresRestoreCommand(fromCaller(file))}`);
    console.error('Then start the services: they apply any newer migrations.');
    process.exit(1);
  }

  const result = await restoreInstallation(env, fromCaller(file));
  console.log(`Restored ${fromCaller(file)} (${result.users} users).`);
  if (result.previous) console.log(`The database it replaced is kept as ${result.previous}`);
  if (result.contentSetAside)
    console.log(
      `There was no content key (content.key), so the sealed content could not be opened: it ` +
        `is kept as ${result.contentSetAside}, and a new key is made at the next start.`,
    );
  if (result.packsToReimport.length > 0)
    console.log(
      `This computer does not have the content of ${result.packsToReimport.join(', ')}: the ` +
        'bundled lessons are installed again at the next start; install any other pack again ' +
        'with "npm run import-pack".',
    );
  console.log('Start Aula again with "npm start".');
}

main().catch((error: unknown) => {
  const known =
    error instanceof EnvError ||
    error instanceof NotAnAulaBackupError ||
    error instanceof RestoreRefusedError;
  console.error(known ? `${error.message}\nNothing was changed.` : error);
  process.exit(1);
});
