import { closeSync, openSync, readSync } from 'node:fs';

/*
 * Reads an SQLite write-ahead log the way SQLite's recovery will, before SQLite opens the
 * database. Recovery replays the frames up to the last commit before the first frame whose
 * salts or cumulative checksum do not match, and drops that frame and everything after it
 * without a word (PRAGMA quick_check is content afterwards): a log damaged in the middle loses
 * every write committed after the damage. This finds out whether that is about to happen.
 *
 * Hand-written from the file format (https://www.sqlite.org/fileformat2.html#walformat): no
 * well-kept package verifies WAL checksums, and SQLite offers no way to ask before recovering.
 */

/** What SQLite's recovery will make of a log. */
export interface WalReport {
  /**
   * empty: nothing to replay (no file, or only zeros). sound: every committed frame will be
   * replayed (what follows them, if anything, was never committed or belongs to a previous
   * generation). damaged: committed frames lie past a frame recovery stops at. in-use: two
   * readings disagreed, so another process is writing the log; nothing can be said.
   */
  state: 'empty' | 'sound' | 'damaged' | 'in-use';
  /** Frames recovery replays: up to the last commit before the first bad frame. */
  replayedFrames: number;
  /** Frames from there up to the last commit found past the damage: what recovery drops. */
  droppedFrames: number;
  /** Damaged: the log's header cannot be read (all of it is dropped), or a frame fails. */
  damage?: 'header' | 'frame';
}

const HEADER_SIZE = 32;
const FRAME_HEADER_SIZE = 24;
const MAGIC_LITTLE_ENDIAN = 0x377f0682;
const MAGIC_BIG_ENDIAN = 0x377f0683;
const FORMAT_VERSION = 3007000;
/** Frames read at a time. */
const BATCH_FRAMES = 64;

/**
 * SQLite's WAL checksum over `bytes` (a multiple of 8), continuing from `seed`: the 32-bit
 * words are read big-endian when the magic is 0x377f0683, little-endian when 0x377f0682.
 */
export function walChecksum(
  bytes: Uint8Array,
  bigEndian: boolean,
  seed: readonly [number, number] = [0, 0],
): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const littleEndian = !bigEndian;
  let [s1, s2] = seed;
  for (let at = 0; at + 8 <= bytes.byteLength; at += 8) {
    s1 = (s1 + view.getUint32(at, littleEndian) + s2) >>> 0;
    s2 = (s2 + view.getUint32(at + 4, littleEndian) + s1) >>> 0;
  }
  return [s1, s2];
}

/**
 * Checks the log at `walPath` (`<database>-wal`). Reports damage only when SQLite's recovery
 * would drop frames that had been committed: after a restart a log legitimately ends in stale
 * frames of the previous generation (other salts), a crash can leave a transaction's frames
 * without their commit or a last frame half written, and the file may end in zeros. None of
 * that loses an acknowledged write.
 */
export function checkWal(walPath: string): WalReport {
  const first = readWal(walPath);
  if (first.report.state !== 'damaged') return first.report;
  // Another process with the database open (`npm run demo` beside the servers) may be writing
  // the log while it is read: a frame caught half rewritten, or the log starting over, looks
  // like damage. Damage on disk stays put; a second reading that differs means a live writer.
  const second = readWal(walPath);
  const same =
    second.header.equals(first.header) &&
    second.report.state === first.report.state &&
    second.report.replayedFrames === first.report.replayedFrames &&
    second.report.droppedFrames === first.report.droppedFrames;
  return same
    ? second.report
    : { state: 'in-use', replayedFrames: second.report.replayedFrames, droppedFrames: 0 };
}

interface Reading {
  header: Buffer;
  report: WalReport;
}

function readWal(walPath: string): Reading {
  let descriptor: number;
  try {
    descriptor = openSync(walPath, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return nothing(Buffer.alloc(0));
    throw error;
  }
  try {
    return readOpenWal(descriptor, walPath);
  } finally {
    closeSync(descriptor);
  }
}

const nothing = (header: Buffer): Reading => ({
  header,
  report: { state: 'empty', replayedFrames: 0, droppedFrames: 0 },
});

function readOpenWal(descriptor: number, walPath: string): Reading {
  const header = Buffer.alloc(HEADER_SIZE);
  const headerBytes = readSync(descriptor, header, 0, HEADER_SIZE, 0);
  // Shorter than a header: SQLite ignores it, and there is no frame in it to lose.
  if (headerBytes < HEADER_SIZE) return nothing(header);

  const magic = header.readUInt32BE(0);
  const pageSize = header.readUInt32BE(8);
  const bigEndian = magic === MAGIC_BIG_ENDIAN;
  const headerSum = walChecksum(header.subarray(0, 24), bigEndian);
  const headerSound =
    (magic === MAGIC_LITTLE_ENDIAN || magic === MAGIC_BIG_ENDIAN) &&
    header.readUInt32BE(4) === FORMAT_VERSION &&
    isPageSize(pageSize) &&
    headerSum[0] === header.readUInt32BE(24) &&
    headerSum[1] === header.readUInt32BE(28);
  if (!headerSound) return unreadableHeader(descriptor, header, walPath);

  const salts = header.subarray(16, 24);
  const frameSize = FRAME_HEADER_SIZE + pageSize;
  const batch = Buffer.alloc(frameSize * BATCH_FRAMES);
  let sum = headerSum;
  let lastReplayedCommit = 0;
  /** The first frame recovery stops at (0: none yet). */
  let firstBad = 0;
  /** Past it: the last frame with the current salts, and the last such commit frame. */
  let lastCurrent = 0;
  let lastCurrentCommit = 0;

  let frame = 0;
  for (let offset = HEADER_SIZE; ;) {
    const read = readSync(descriptor, batch, 0, batch.length, offset);
    // A frame cut short at the end of the file is ignored by recovery, and here.
    const whole = Math.floor(read / frameSize);
    for (let index = 0; index < whole; index += 1) {
      frame += 1;
      const frameHeader = batch.subarray(index * frameSize, index * frameSize + FRAME_HEADER_SIZE);
      const current = frameHeader.subarray(8, 16).equals(salts);
      const commit = frameHeader.readUInt32BE(4) !== 0;
      if (firstBad === 0) {
        const page = batch.subarray(index * frameSize + FRAME_HEADER_SIZE, (index + 1) * frameSize);
        const frameSum = walChecksum(
          page,
          bigEndian,
          walChecksum(frameHeader.subarray(0, 8), bigEndian, sum),
        );
        const valid =
          current &&
          frameHeader.readUInt32BE(0) !== 0 &&
          frameSum[0] === frameHeader.readUInt32BE(16) &&
          frameSum[1] === frameHeader.readUInt32BE(20);
        if (valid) {
          sum = frameSum;
          if (commit) lastReplayedCommit = frame;
          continue;
        }
        firstBad = frame;
      }
      // Past the first bad frame. Frames of other salts are a previous generation's (or
      // zeros), left behind when the log restarted. Frames with the current salts were
      // written after the bad one by this generation's writer.
      if (current) {
        lastCurrent = frame;
        if (commit) lastCurrentCommit = frame;
      }
    }
    if (whole < BATCH_FRAMES) break;
    offset += whole * frameSize;
  }

  // Lost: a commit at or past the bad frame with more of this generation written after the
  // bad frame. A lone bad last frame is a write a crash cut short; current frames past it
  // without a commit are a transaction that never committed (it may rewrite its own frames
  // in place, so its checksums only agree once it commits). A crash in the instant between
  // such a transaction's commit frame and its corrected checksums looks like damage too, and
  // is reported: that transaction was never acknowledged, but a kept copy costs nothing.
  const damaged = lastCurrentCommit !== 0 && lastCurrent > firstBad;
  return {
    header,
    report: damaged
      ? {
          state: 'damaged',
          damage: 'frame',
          replayedFrames: lastReplayedCommit,
          droppedFrames: lastCurrentCommit - lastReplayedCommit,
        }
      : { state: 'sound', replayedFrames: lastReplayedCommit, droppedFrames: 0 },
  };
}

const isPageSize = (size: number) => size >= 512 && size <= 65536 && (size & (size - 1)) === 0;

/**
 * A header recovery rejects makes it ignore the whole log. Only zeros are nothing to lose;
 * anything else counts as damaged, every frame that is not zeros as dropped. The frame size
 * comes from the header's page size if that still reads as one, else from the database's.
 */
function unreadableHeader(descriptor: number, header: Buffer, walPath: string): Reading {
  const headerPageSize = header.readUInt32BE(8);
  const pageSize = isPageSize(headerPageSize) ? headerPageSize : databasePageSize(walPath);
  const frameSize = FRAME_HEADER_SIZE + pageSize;
  const batch = Buffer.alloc(frameSize * BATCH_FRAMES);
  let anythingWritten = !isZeros(header);
  let frames = 0;
  for (let offset = HEADER_SIZE; ;) {
    const read = readSync(descriptor, batch, 0, batch.length, offset);
    if (read === 0) break;
    if (!isZeros(batch.subarray(0, read))) anythingWritten = true;
    const whole = Math.floor(read / frameSize);
    for (let index = 0; index < whole; index += 1) {
      const frameHeader = batch.subarray(index * frameSize, index * frameSize + FRAME_HEADER_SIZE);
      if (!isZeros(frameHeader)) frames += 1;
    }
    offset += read;
  }
  if (!anythingWritten) return nothing(header);
  return {
    header,
    report: { state: 'damaged', damage: 'header', replayedFrames: 0, droppedFrames: frames },
  };
}

const isZeros = (bytes: Uint8Array) => bytes.every((byte) => byte === 0);

/** The database file's page size (2 bytes at offset 16; 1 means 65536), 4096 if unreadable. */
function databasePageSize(walPath: string): number {
  const fallback = 4096;
  let descriptor: number;
  try {
    descriptor = openSync(walPath.replace(/-wal$/, ''), 'r');
  } catch {
    return fallback;
  }
  try {
    const bytes = Buffer.alloc(2);
    if (readSync(descriptor, bytes, 0, 2, 16) < 2) return fallback;
    const size = bytes.readUInt16BE(0) === 1 ? 65536 : bytes.readUInt16BE(0);
    return isPageSize(size) ? size : fallback;
  } finally {
    closeSync(descriptor);
  }
}
