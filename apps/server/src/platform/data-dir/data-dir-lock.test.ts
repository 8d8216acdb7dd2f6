import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bootOfThisComputer,
  DataDirBusyError,
  holdDataDir,
  holdDataDirForRestore,
  processesUsing,
} from './data-dir-lock';

/** The id of a process that has ended (and was reaped): nothing runs under it now. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('who uses a data folder', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'aula-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  function leaveFile(name: string, holder: Record<string, unknown>, folder = 'running') {
    mkdirSync(join(dataDir, folder), { recursive: true });
    writeFileSync(
      join(dataDir, folder, name),
      JSON.stringify({ purpose: ['main'], started_at: '2026-11-28T09:00:00.000Z', ...holder }),
    );
  }

  it('forgets a file left by a process that has ended, and one from before a restart', () => {
    leaveFile('dead.json', { pid: deadPid(), hostname: hostname(), boot: bootOfThisComputer() });
    // Process 1 runs on every computer: only the restart tells this file is stale.
    leaveFile('earlier-run.json', { pid: 1, hostname: hostname(), boot: 'boot-id:an-earlier-run' });
    expect(processesUsing(dataDir)).toEqual([]);
    expect(readdirSync(join(dataDir, 'running'))).toEqual([]);
  });

  it('counts a process on another computer sharing the folder until it removes its file', () => {
    leaveFile('other.json', { pid: deadPid(), hostname: 'school-server-2', boot: 'boot-id:x' });
    expect(processesUsing(dataDir)).toMatchObject([{ hostname: 'school-server-2' }]);
  });

  it('lets no process start on the folder while a restore holds it, nor a second restore', () => {
    const restore = holdDataDirForRestore(dataDir);
    expect(() => holdDataDir(dataDir, ['backup'])).toThrow(DataDirBusyError);
    expect(() => holdDataDir(dataDir, ['backup'])).toThrow('is under way');
    expect(readdirSync(join(dataDir, 'running'))).toEqual([]);
    expect(() => holdDataDirForRestore(dataDir)).toThrow('Another restore');
    restore.release();
    holdDataDir(dataDir, ['backup']).release();
  });

  it('takes the folder for a restore over from one that was killed', () => {
    leaveFile(
      'restoring.json',
      { pid: deadPid(), hostname: hostname(), purpose: ['restore'], boot: bootOfThisComputer() },
      '.',
    );
    const restore = holdDataDirForRestore(dataDir);
    restore.release();
    expect(existsSync(join(dataDir, 'restoring.json'))).toBe(false);
  });
});
