import { resolve } from 'node:path';

/** A UTC timestamp for file names that sort in time order: `20261128T090512Z`. */
export function fileStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** Where `npm run backup` writes by default: `<data>/backups/aula-<UTC timestamp>.<extension>`. */
export function defaultBackupFile(dataDir: string, at: Date, extension: 'db' | 'dump'): string {
  return resolve(dataDir, 'backups', `aula-${fileStamp(at)}.${extension}`);
}

/** A path the user typed: npm runs scripts from the repository root, not where they typed it. */
export function fromCaller(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}
