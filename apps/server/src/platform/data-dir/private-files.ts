import {
  chmodSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  realpathSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isPostgresUrl } from '@aula/db';

/*
 * Everything in the data folder is the user's alone: the database holds password hashes and
 * the token secret, content.key opens the lessons, the outbox holds password-reset links, a
 * backup holds all of it. Files are made readable by their user only (0600, folders 0700).
 *
 * Windows has no such mode bits (Node maps them to the read-only flag alone); there a user's
 * files are kept private by the folder's access list, so nothing here applies.
 */
const applies = process.platform !== 'win32';

/** What other users may do: nothing, for a private file or folder. */
const OTHERS = 0o077;

/**
 * Makes every file and folder this process creates private, whoever calls mkdir or open: the
 * entry points that write to the data folder call it first (a process-wide setting, so not
 * for code that runs inside the test runner's workers).
 */
export function keepNewFilesPrivate(): void {
  if (applies) process.umask(OTHERS);
}

/**
 * Before the database is opened: the folder exists and is private, what an earlier start (or
 * the user) left readable by others is made private, and a new SQLite database is created
 * private, so that its -wal and -shm are too (SQLite gives them its database file's mode).
 */
export function prepareDataDir(
  dataDir: string,
  databaseUrl: string,
  warn: (message: string) => void = console.warn,
): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!applies) return;
  // The data folder may itself be a link (to another drive, say): what it points at is checked.
  tightenTree(realpathSync(dataDir), warn, true);
  if (isPostgresUrl(databaseUrl) || databaseUrl === ':memory:') return;
  // DATABASE_URL may name a file outside the data folder.
  for (const file of [databaseUrl, `${databaseUrl}-wal`, `${databaseUrl}-shm`])
    if (existsSync(file)) tighten(file, warn);
  mkdirSync(dirname(databaseUrl), { recursive: true, mode: 0o700 });
  closeSync(openSync(databaseUrl, 'a', 0o600));
}

/** Makes one file private, quietly: for a file this process just wrote. */
export function makePrivate(file: string): void {
  if (applies) chmodSync(file, lstatSync(file).mode & 0o700);
}

/**
 * Folders of the data folder that hold thousands of files (the sealed lessons, copies from
 * discs, the e-library, content set aside by a restore): Aula writes their files private,
 * and once the folder itself is private nobody else reaches them, so only the folder is
 * checked, keeping the start quick on a slow or shared disk.
 */
const isBulkFolder = (name: string) => name.startsWith('content') || name === 'library';

function tightenTree(path: string, warn: (message: string) => void, top = false) {
  const stats = lstatSync(path, { throwIfNoEntry: false });
  // A link is left alone: whatever it points at is not the data folder's to change.
  if (!stats || stats.isSymbolicLink()) return;
  tighten(path, warn);
  if (!stats.isDirectory()) return;
  for (const name of readdirSync(path)) {
    const child = join(path, name);
    if (top && isBulkFolder(name)) tighten(child, warn);
    else tightenTree(child, warn);
  }
}

/**
 * Takes away what other users may do, and says so. Tightened rather than refused: a family's
 * computer would not start over a mode that an older version, a copied folder or a habit of
 * the user left, when the remedy is this same change, and refusing would protect nothing more.
 */
function tighten(path: string, warn: (message: string) => void) {
  const stats = lstatSync(path, { throwIfNoEntry: false });
  if (!stats || stats.isSymbolicLink() || (stats.mode & OTHERS) === 0) return;
  const was = octal(stats.mode);
  const now = stats.mode & 0o700;
  try {
    chmodSync(path, now);
    warn(
      `Aula: ${resolve(path)} could be read by other users of this computer (mode ${was}); ` +
        `it is now ${octal(now)}, readable by you only.`,
    );
  } catch (error) {
    warn(
      `Aula: ${resolve(path)} can be read by other users of this computer (mode ${was}) and ` +
        `could not be changed (${(error as NodeJS.ErrnoException).code}). Make it private: ` +
        `chmod go-rwx "${resolve(path)}"`,
    );
  }
}

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;
