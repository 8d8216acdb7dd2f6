import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { repositoryRoot } from '../platform/env';
import { compiledEntry } from './compiled-entry';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface AulaProcess {
  child: ChildProcess;
  /** Settles once the start banner is printed ("started") or the process ended first. */
  started: Promise<'started' | 'exited'>;
  exited: Promise<Exit>;
  output(): { stdout: string; stderr: string };
}

/**
 * Runs one of Aula's entry points compiled (the server, a CLI: see compiled-entry.ts) as
 * `npm start` and the npm scripts run it, with only the settings given: nothing of the test
 * runner's environment.
 */
export function runAula(
  entry: string,
  args: string[],
  settings: Record<string, string>,
): AulaProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', entry, ...args], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...settings },
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8');
  child.stderr!.setEncoding('utf8');
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  const started = new Promise<'started' | 'exited'>((resolve) => {
    child.stdout!.on('data', (chunk: string) => {
      stdout += chunk;
      if (stdout.includes('Aula is running')) resolve('started');
    });
    child.stderr!.on('data', (chunk: string) => (stderr += chunk));
    void exited.then(() => resolve('exited'));
  });
  return { child, started, exited, output: () => ({ stdout, stderr }) };
}

/** The services of one process on free ports of this machine's loopback address. */
export function startServices(
  settings: Record<string, string>,
  only?: 'main' | 'activity' | 'dictionary' | 'web',
  entry = compiledEntry('server'),
): AulaProcess {
  return runAula(entry, only ? ['--only', only] : [], {
    HOST: '127.0.0.1',
    WEB_PORT: '0',
    MAIN_PORT: '0',
    ACTIVITY_PORT: '0',
    DICTIONARY_PORT: '0',
    LOG_LEVEL: 'silent',
    EMAIL_REPORTS_INTERVAL_MS: '0',
    LIBRARY_DISC_DIR: '',
    ...settings,
  });
}

/** Stops a process (SIGTERM: as Ctrl+C does; SIGKILL: dead at once) and waits for its end. */
export async function stopProcess(
  aula: AulaProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<Exit> {
  if (aula.child.exitCode === null && aula.child.signalCode === null) aula.child.kill(signal);
  return aula.exited;
}
