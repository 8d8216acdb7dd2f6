import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export interface ServedBench {
  mainPort: number;
  barePort: number;
  token: string;
  dialect: string;
  catalogueToken?: string;
  /** With BENCH_STUDENTS: a tutor of the seeded district's account. */
  tutorToken?: string;
  subjectId?: number;
  clusterId?: number;
  lessonStates?: number;
  students?: { token: string; lessonId: number }[];
  dataDir: string;
  stop(): void;
  /** kill -9: no chance to finish anything. */
  crash(): Promise<void>;
}

/** Starts bench/support/serve.ts in its own process (one core for it, one for the load). */
export async function startBenchServer(
  extraEnv: Record<string, string> = {},
): Promise<ServedBench> {
  const dataDir = extraEnv.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'aula-bench-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'serve.ts')],
    {
      env: {
        ...process.env,
        LOG_LEVEL: 'silent',
        ...extraEnv,
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    ...JSON.parse(firstLine),
    dataDir,
    stop: () => child.kill('SIGTERM'),
    crash: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

export interface Measurement {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function measure(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The round with the median throughput (its p99 and errors come with it). */
export function median(rounds: Measurement[]): Measurement {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no rounds measured');
  return { ...middle, errors: sum(rounds, 'errors'), non2xx: sum(rounds, 'non2xx') };
}

const sum = (rounds: Measurement[], key: 'errors' | 'non2xx') =>
  rounds.reduce((total, round) => total + round[key], 0);
