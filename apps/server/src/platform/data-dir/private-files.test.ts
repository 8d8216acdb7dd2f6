import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openContext } from '../../app';
import { runAula } from '../../testing/server-process';
import { compiledEntry } from '../../testing/compiled-entry';
import { loadEnv } from '../env';

/** The permission bits other users have on a file: none, for a private one. */
const othersBits = (path: string) => statSync(path).mode & 0o077;
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the data folder on SQLite is private to its user', () => {
  let dataDir: string;
  let umask: number;
  const env = () => loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

  beforeEach(() => {
    // The usual umask, which lets everyone read new files: what Aula finds on most computers.
    umask = process.umask(0o022);
    dataDir = join(mkdtempSync(join(tmpdir(), 'aula-private-')), 'data');
  });
  afterEach(() => {
    process.umask(umask);
    vi.restoreAllMocks();
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('keeps the database, its WAL, the content key, the outbox and backups to the user', async () => {
    const context = await openContext(env());
    try {
      await context.mailer.send({
        to: 'tutor@example.com',
        subject: 'Password reset',
        text: 'a secret link',
        html: '<p>a secret link</p>',
      });
      for (const file of ['', 'aula.db', 'aula.db-wal', 'aula.db-shm', 'content.key', 'outbox'])
        expect({ file, others: othersBits(join(dataDir, file)) }).toEqual({ file, others: 0 });
      const [mail] = readdirSync(join(dataDir, 'outbox'));
      expect(othersBits(join(dataDir, 'outbox', mail!))).toBe(0);
    } finally {
      await context.database.destroy();
    }

    // `npm run backup`, run by a user whose umask lets everyone read.
    const backup = await runAula(compiledEntry('backup'), [], { DATA_DIR: dataDir }).exited;
    expect(backup.code).toBe(0);
    const [file] = readdirSync(join(dataDir, 'backups'));
    expect(othersBits(join(dataDir, 'backups'))).toBe(0);
    expect(othersBits(join(dataDir, 'backups', file!))).toBe(0);
  });

  it('keeps a mail written again to its outbox file private', async () => {
    const context = await openContext(env());
    try {
      const mail = {
        to: 'tutor@example.com',
        subject: 'Weekly report',
        text: 'Ana studied 2 hours',
        html: '<p>Ana studied 2 hours</p>',
        messageId: '<report-1@aula.local>',
      };
      await context.mailer.send(mail);
      const file = join(dataDir, 'outbox', readdirSync(join(dataDir, 'outbox'))[0]!);
      chmodSync(file, 0o644);
      await context.mailer.send(mail);
      expect(readdirSync(join(dataDir, 'outbox'))).toHaveLength(1);
      expect(modeOf(file)).toBe(0o600);
    } finally {
      await context.database.destroy();
    }
  });

  it('tightens what an earlier start or the user left readable, naming each file', async () => {
    const first = await openContext(env());
    await first.database.destroy();
    mkdirSync(join(dataDir, 'outbox'), { mode: 0o755 });
    writeFileSync(join(dataDir, 'outbox', 'old.eml'), 'a secret link', { mode: 0o644 });
    for (const file of ['aula.db', 'content.key']) chmodSync(join(dataDir, file), 0o644);
    chmodSync(dataDir, 0o755);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const second = await openContext(env());
    await second.database.destroy();
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'aula.db'))).toBe(0o600);
    expect(modeOf(join(dataDir, 'content.key'))).toBe(0o600);
    expect(modeOf(join(dataDir, 'outbox'))).toBe(0o700);
    expect(modeOf(join(dataDir, 'outbox', 'old.eml'))).toBe(0o600);
    const warned = warn.mock.calls.map((call) => call.join(' ')).join('\n');
    for (const file of ['aula.db', 'content.key', 'outbox', join('outbox', 'old.eml')])
      expect(warned).toContain(join(dataDir, file));
  });
});
