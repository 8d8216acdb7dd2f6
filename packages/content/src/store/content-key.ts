import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KEY_BYTES, randomKey } from '../crypto/aes-gcm';

/**
 * The installation's content key lives in `data/content.key` (mode 0600) beside — not inside —
 * `data/content`, so that a copy of the content folder alone is useless.
 */
export function contentKeyFile(dataDir: string): string {
  return join(dataDir, 'content.key');
}

/** The key kept in the data folder, or undefined when there is no key file. */
export function readContentKey(dataDir: string): Buffer | undefined {
  const file = contentKeyFile(dataDir);
  return existsSync(file) ? readKeyFile(file) : undefined;
}

/**
 * The key, made on first use. Only for a data folder whose sealed content (if any) was sealed
 * with the key found here: a new key opens nothing sealed before it. Copies of the services
 * starting together on one data folder agree on one key: a new key is written whole to a file
 * of its own, then linked into place, which only the first to do so achieves; the others read
 * the winner's.
 */
export function loadOrCreateContentKey(dataDir: string): Buffer {
  const existing = readContentKey(dataDir);
  if (existing) return existing;
  const file = contentKeyFile(dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const key = randomKey();
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKeyFile(file);
  } finally {
    rmSync(draft, { force: true });
  }
}

function readKeyFile(file: string): Buffer {
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${file} does not hold a ${KEY_BYTES}-byte key`);
  return key;
}
