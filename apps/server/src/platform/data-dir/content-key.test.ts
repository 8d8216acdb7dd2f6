import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE } from '@aula/content/testing';
import type { DialectName } from '@aula/db';
import { testDialects } from '@aula/db/testing';
import { openContext } from '../../app';
import { importPack } from '../../content/import-pack';
import { freshPostgresDatabase } from '../../testing/fresh-postgres-database';
import { samplePackFile } from '../../testing/sample-pack';
import { loadEnv } from '../env';

describe.each(testDialects())('the content key at the start, on %s', (dialect: DialectName) => {
  let dataDir: string;
  let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  const keyFile = () => join(dataDir, 'content.key');
  const env = () =>
    loadEnv({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'aula-content-key-'));
    postgres = dialect === 'postgres' ? await freshPostgresDatabase() : undefined;
  });
  afterEach(async () => {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A first start, then the sample pack installed, as `npm run import-pack` does. */
  async function installContent() {
    const context = await openContext(env());
    try {
      await importPack(context.database, context.contentStore, await samplePackFile());
    } finally {
      await context.database.destroy();
    }
  }

  it('makes the key on a fresh installation and keeps it from then on', async () => {
    const first = await openContext(env());
    await first.database.destroy();
    const key = readFileSync(keyFile(), 'utf8');
    const second = await openContext(env());
    await second.database.destroy();
    expect(readFileSync(keyFile(), 'utf8')).toBe(key);
  });

  it('refuses to start when the key is gone after content was installed, and makes none', async () => {
    await installContent();
    rmSync(keyFile());

    const start = openContext(env());
    await expect(start).rejects.toThrow(`the content key ${keyFile()} is missing`);
    const message = await start.catch((error: Error) => error.message);
    expect(message).toContain(`installed content pack (${SAMPLE.packId})`);
    expect(message).toContain(`put the key file back at ${keyFile()}`);
    if (dialect === 'sqlite') expect(message).toContain('npm run restore -- <backup file>');
    else expect(message).toContain('point DATA_DIR at the folder the other copies');
    expect(existsSync(keyFile())).toBe(false);
  });
});
