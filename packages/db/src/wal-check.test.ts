import {
  appendFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkWal, walChecksum } from './wal-check';
import { crashAfter, insertRows, overwriteBytes, rowsAfterRecovery } from './wal-fixture';

const SCHEMA = 'create table notes (id integer primary key, body text not null);';

/** The size of one frame of `walPath`: its 24-byte header and a page. */
const frameSizeOf = (walPath: string) => 24 + readFileSync(walPath).readUInt32BE(8);

/** The log cut after `frames` frames, as if nothing after them had ever been written. */
function cutAfter(walPath: string, frames: number) {
  const bytes = readFileSync(walPath);
  writeFileSync(walPath, bytes.subarray(0, 32 + frames * frameSizeOf(walPath)));
}

/**
 * Rewrites a whole log with big-endian checksums (magic 0x377f0683), as SQLite writes it on a
 * big-endian computer. SQLite reads both; if the sums computed here were wrong it would
 * ignore the log and find no rows.
 */
function toBigEndianChecksums(walPath: string) {
  const wal = readFileSync(walPath);
  wal.writeUInt32BE(0x377f0683, 0);
  let sum = walChecksum(wal.subarray(0, 24), true);
  wal.writeUInt32BE(sum[0], 24);
  wal.writeUInt32BE(sum[1], 28);
  const pageSize = wal.readUInt32BE(8);
  const salts = wal.subarray(16, 24);
  for (let at = 32; at + 24 + pageSize <= wal.length; at += 24 + pageSize) {
    if (!wal.subarray(at + 8, at + 16).equals(salts)) break;
    sum = walChecksum(wal.subarray(at, at + 8), true, sum);
    sum = walChecksum(wal.subarray(at + 24, at + 24 + pageSize), true, sum);
    wal.writeUInt32BE(sum[0], at + 16);
    wal.writeUInt32BE(sum[1], at + 20);
  }
  writeFileSync(walPath, wal);
}

describe('checking the write-ahead log before SQLite recovers it', () => {
  let root: string;
  let database: string;
  let wal: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'aula-wal-check-'));
    database = join(root, 'aula.db');
    wal = `${database}-wal`;
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('has nothing to say when there is no log, or an empty one', () => {
    expect(checkWal(wal)).toEqual({ state: 'empty', replayedFrames: 0, droppedFrames: 0 });
    writeFileSync(wal, '');
    expect(checkWal(wal)).toEqual({ state: 'empty', replayedFrames: 0, droppedFrames: 0 });
    writeFileSync(wal, Buffer.alloc(10_000));
    expect(checkWal(wal)).toEqual({ state: 'empty', replayedFrames: 0, droppedFrames: 0 });
  });

  it('finds a log that a kill -9 left whole sound: every acknowledged write is replayed', async () => {
    await crashAfter(database, `${SCHEMA}\n${insertRows('notes', 1, 200)}`);

    const report = checkWal(wal);
    expect(report).toMatchObject({ state: 'sound', droppedFrames: 0 });
    expect(report.replayedFrames).toBe((statSync(wal).size - 32) / frameSizeOf(wal));
    expect(rowsAfterRecovery(database, 'notes').rows).toBe(200);
  });

  it.each(['random', 'zeros'] as const)(
    'reports the frames recovery would drop when 4 KiB in the middle are overwritten (%s)',
    async (fill) => {
      await crashAfter(database, `${SCHEMA}\n${insertRows('notes', 1, 525)}`);
      overwriteBytes(wal, { length: 4096, fill });

      const report = checkWal(wal);
      expect(report.state).toBe('damaged');
      expect(report.damage).toBe('frame');
      // Half of 500-odd one-row transactions lie past the damage.
      expect(report.droppedFrames).toBeGreaterThan(200);
      // What SQLite itself makes of it: rows silently gone, and its own check content.
      const recovered = rowsAfterRecovery(database, 'notes');
      expect(recovered.rows).toBeLessThan(525);
      expect(recovered.quickCheck).toBe('ok');
      // Recovery stops exactly where the check says it does.
      cutAfter(wal, report.replayedFrames);
      expect(rowsAfterRecovery(database, 'notes').rows).toBe(recovered.rows);
    },
  );

  it('reports a log whose header is overwritten: recovery would ignore all of it', async () => {
    await crashAfter(database, `${SCHEMA}\n${insertRows('notes', 1, 50)}`);
    const frames = (statSync(wal).size - 32) / frameSizeOf(wal);
    overwriteBytes(wal, { offset: 0, length: 32 });

    expect(checkWal(wal)).toEqual({
      state: 'damaged',
      damage: 'header',
      replayedFrames: 0,
      droppedFrames: frames,
    });
    expect(rowsAfterRecovery(database, 'notes').rows).toBe(0);
  });

  it('does not take a zeroed tail, or half a frame at the end, for damage', async () => {
    await crashAfter(database, `${SCHEMA}\n${insertRows('notes', 1, 40)}`);
    const whole = checkWal(wal);
    expect(whole).toMatchObject({ state: 'sound', droppedFrames: 0 });
    appendFileSync(wal, Buffer.alloc(3 * frameSizeOf(wal) + 100));
    expect(checkWal(wal)).toEqual(whole);
  });

  it('does not take the frames of a write cut short at the very end for damage', async () => {
    await crashAfter(database, `${SCHEMA}\n${insertRows('notes', 1, 40)}`);
    const whole = checkWal(wal);
    // The last frame half written: the one transaction that was never acknowledged.
    overwriteBytes(wal, { offset: statSync(wal).size - 1000, length: 1000 });

    const report = checkWal(wal);
    expect(report).toMatchObject({ state: 'sound', droppedFrames: 0 });
    expect(report.replayedFrames).toBeLessThan(whole.replayedFrames);
    expect(rowsAfterRecovery(database, 'notes').rows).toBe(39);
  });

  it("does not take a restarted log's stale frames of the previous generation for damage", async () => {
    // A checkpoint that backfilled everything lets the next write start the log again from its
    // first frame, with new salts; the old frames after the new ones stay in the file.
    await crashAfter(
      database,
      `${SCHEMA}\n${insertRows('notes', 1, 300)}\nPRAGMA wal_checkpoint(RESTART);\n` +
        insertRows('notes', 301, 310),
    );

    const report = checkWal(wal);
    expect(report).toMatchObject({ state: 'sound', droppedFrames: 0 });
    // The stale frames are there, behind the new generation's.
    expect(32 + report.replayedFrames * frameSizeOf(wal)).toBeLessThan(statSync(wal).size / 4);
    expect(rowsAfterRecovery(database, 'notes').rows).toBe(310);
  });

  it('still reports damage to the current generation in front of a stale tail', async () => {
    await crashAfter(
      database,
      `${SCHEMA}\n${insertRows('notes', 1, 600)}\nPRAGMA wal_checkpoint(RESTART);\n` +
        insertRows('notes', 601, 700),
    );
    const sound = checkWal(wal);
    expect(sound.state).toBe('sound');
    // 4 KiB in the middle of the 100 new transactions.
    overwriteBytes(wal, { offset: 32 + Math.floor(sound.replayedFrames / 2) * frameSizeOf(wal) });

    const report = checkWal(wal);
    expect(report).toMatchObject({ state: 'damaged', damage: 'frame' });
    expect(report.droppedFrames).toBeGreaterThan(20);
    expect(report.droppedFrames).toBeLessThan(sound.replayedFrames);
    expect(rowsAfterRecovery(database, 'notes').rows).toBeLessThan(700);
  });

  it("does not count an unfinished transaction's frames as lost", async () => {
    // A transaction bigger than the page cache spills its pages into the log before it
    // commits, and rewrites frames it wrote earlier in place; it never committed.
    await crashAfter(
      database,
      `${SCHEMA}\n${insertRows('notes', 1, 100)}\nPRAGMA cache_size = 2;\nBEGIN;\n` +
        'with recursive n(v) as (select 1 union all select v + 1 from n where v < 300) ' +
        'insert into notes (id, body) select 1000 + v, hex(randomblob(1500)) from n;\n' +
        `update notes set body = hex(randomblob(1400)) where id > 1000;\n` +
        `update notes set body = hex(randomblob(1300)) where id > 1000;\n`,
    );

    const report = checkWal(wal);
    expect(report).toMatchObject({ state: 'sound', droppedFrames: 0 });
    // The unfinished transaction's frames are there, past the last commit.
    expect(32 + report.replayedFrames * frameSizeOf(wal)).toBeLessThan(statSync(wal).size / 2);
    expect(rowsAfterRecovery(database, 'notes').rows).toBe(100);
  });

  it('reads the big-endian checksums of magic 0x377f0683 as well', async () => {
    await crashAfter(database, `${SCHEMA}\n${insertRows('notes', 1, 300)}`);
    expect(readFileSync(wal).readUInt32BE(0)).toBe(0x377f0682);
    toBigEndianChecksums(wal);
    expect(rowsAfterRecovery(database, 'notes').rows).toBe(300);
    expect(checkWal(wal)).toMatchObject({ state: 'sound', droppedFrames: 0 });

    overwriteBytes(wal);
    expect(checkWal(wal)).toMatchObject({ state: 'damaged', damage: 'frame' });
    expect(rowsAfterRecovery(database, 'notes').rows).toBeLessThan(300);
  });
});
