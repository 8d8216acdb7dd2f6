import { randomBytes } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { hostname, uptime } from 'node:os';
import { join, resolve } from 'node:path';

/*
 * Who is using a data folder. Each process that works on it (a process of the services, a
 * backup, an import) keeps a file of its own in `data/running/`, and a restore keeps
 * `data/restoring.json` while it swaps the database. A restore refuses while a live process
 * has a file there, and a process refuses to start while a live restore holds the folder.
 *
 * Written here rather than with proper-lockfile: that library's locks are exclusive (one
 * holder), while several processes of the services share a folder (`--only main` beside
 * `--only activity`, copies on one PostgreSQL sharing a mounted folder), and it decides that a
 * lock is stale by its age, refreshed on a timer: a killed process blocks a restore until the
 * lock has aged, and a holder whose timer falls behind (a laptop waking from sleep, a busy
 * event loop) is told its lock was compromised. Here a file is stale when its process is gone,
 * which this computer can tell at once: no process by that id, or the computer restarted since.
 */

export interface DataDirHolder {
  pid: number;
  hostname: string;
  /** What the process does: the services it runs, or "backup", "import-pack", "restore"… */
  purpose: string[];
  started_at: string;
  /** Tells one run of the computer from the next: a process of an earlier run is gone. */
  boot: string;
  /** The holder's own file. */
  file: string;
}

/** A restore holds the folder: nothing else may start on it now. */
export class DataDirBusyError extends Error {}

export interface DataDirHold {
  release(): void;
}

const runningDir = (dataDir: string) => join(dataDir, 'running');
const restoreFile = (dataDir: string) => join(dataDir, 'restoring.json');

/**
 * Marks the folder as used by this process until it exits (or `release` is called); refuses
 * with DataDirBusyError while a restore holds it.
 */
export function holdDataDir(dataDir: string, purpose: string[]): DataDirHold {
  const folder = runningDir(dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = join(folder, `${fileSafe(hostname())}-${process.pid}-${suffix()}.json`);
  const draft = `${file}.draft`;
  writeFileSync(draft, describeThisProcess(purpose), { mode: 0o600 });
  renameSync(draft, file);
  const hold = releasedOnExit(file);
  // Announced first, checked second, as a restore also announces itself before it looks for
  // processes: of a start and a restore at the same moment, at least one sees the other.
  const restore = restoreHolding(dataDir);
  if (restore) {
    hold.release();
    throw new DataDirBusyError(
      `A restore of ${resolve(dataDir)} is under way (${whoIs(restore)}): ` +
        'try again when it has finished.',
    );
  }
  return hold;
}

/** The live processes using the folder, other than this one's own holds. */
export function processesUsing(dataDir: string): DataDirHolder[] {
  const folder = runningDir(dataDir);
  if (!existsSync(folder)) return [];
  const holders: DataDirHolder[] = [];
  for (const name of readdirSync(folder)) {
    if (!name.endsWith('.json')) continue;
    const holder = readHolder(join(folder, name));
    // A file with this process's id is its own (or one an earlier process with the same id
    // left): this process is not what a caller asks about.
    if (!holder || holder.pid === process.pid) continue;
    if (isGone(holder)) rmSync(holder.file, { force: true });
    else holders.push(holder);
  }
  return holders;
}

/**
 * Takes the folder for a restore: only one at a time, and no process may start on it until
 * `release`. The caller checks `processesUsing` after taking it.
 */
export function holdDataDirForRestore(dataDir: string): DataDirHold {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = restoreFile(dataDir);
  const draft = `${file}.${process.pid}.${suffix()}`;
  writeFileSync(draft, describeThisProcess(['restore']), { mode: 0o600 });
  try {
    for (;;) {
      try {
        // A link fails when the file exists: of two restores, only one takes the folder.
        linkSync(draft, file);
        return releasedOnExit(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const other = readHolder(file);
      if (other && !isGone(other))
        throw new DataDirBusyError(
          `Another restore of ${resolve(dataDir)} is under way (${whoIs(other)}).`,
        );
      rmSync(file, { force: true });
    }
  } finally {
    rmSync(draft, { force: true });
  }
}

/** The live restore holding the folder, if one does. */
function restoreHolding(dataDir: string): DataDirHolder | undefined {
  const holder = readHolder(restoreFile(dataDir));
  return holder && !isGone(holder) ? holder : undefined;
}

/** "process 1234" (and the computer's name when it is another), for messages. */
export function whoIs(holder: DataDirHolder): string {
  const where = holder.hostname === hostname() ? '' : ` on ${holder.hostname}`;
  return `process ${holder.pid}${where}: ${holder.purpose.join(', ')}, since ${holder.started_at}`;
}

function releasedOnExit(file: string): DataDirHold {
  const release = () => {
    process.off('exit', release);
    rmSync(file, { force: true });
  };
  // Also when the process ends on an error; only a kill or a power cut leave the file behind,
  // and then its process is gone.
  process.on('exit', release);
  return { release };
}

function describeThisProcess(purpose: string[]): string {
  return JSON.stringify({
    pid: process.pid,
    hostname: hostname(),
    purpose,
    started_at: new Date().toISOString(),
    boot: bootOfThisComputer(),
  });
}

function readHolder(file: string): DataDirHolder | undefined {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Omit<DataDirHolder, 'file'>;
    if (!Number.isSafeInteger(data.pid) || typeof data.hostname !== 'string') return undefined;
    return { ...data, purpose: Array.isArray(data.purpose) ? data.purpose : [], file };
  } catch {
    // Gone meanwhile (its process released it), or not one of ours.
    return undefined;
  }
}

/**
 * Whether the holder's process has ended. A process on another computer (a shared folder)
 * cannot be looked at from here: it counts as running until it removes its file.
 */
function isGone(holder: DataDirHolder): boolean {
  if (holder.hostname !== hostname()) return false;
  if (startedInAnotherBoot(holder.boot)) return true;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    // EPERM: a process of another user has that id, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Which run of the computer this is: after a restart, process ids are handed out again, and a
 * file left by a power cut could name an id some other program now has. Linux numbers each
 * run; elsewhere the time the computer started serves (`boot-time:<seconds>`).
 */
export function bootOfThisComputer(): string {
  try {
    return `boot-id:${readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()}`;
  } catch {
    return `boot-time:${Math.round(Date.now() / 1000 - uptime())}`;
  }
}

/**
 * Only a clear difference counts: the start time read from the uptime drifts by a second or so,
 * and the clock may have been set since; a doubt leaves the decision to the process id.
 */
function startedInAnotherBoot(recorded: string): boolean {
  const current = bootOfThisComputer();
  if (recorded.startsWith('boot-id:') && current.startsWith('boot-id:'))
    return recorded !== current;
  if (recorded.startsWith('boot-time:') && current.startsWith('boot-time:'))
    return (
      Math.abs(Number(recorded.slice(10)) - Number(current.slice(10))) > BOOT_TIME_SLACK_SECONDS
    );
  return false;
}
const BOOT_TIME_SLACK_SECONDS = 600;

const fileSafe = (text: string) => text.replace(/[^\w.-]/g, '_');
const suffix = () => randomBytes(4).toString('hex');
