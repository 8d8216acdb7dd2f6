import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export interface BenchStudent {
  id: number;
  token: string;
  lessonId: number;
  activityId?: number;
}

export interface ServedBench {
  mainPort: number;
  barePort: number;
  /** With BENCH_DICTIONARY: the dictionary service's port. */
  dictionaryPort?: number;
  /** With BENCH_ACTIVITY: the activity service's port. */
  activityPort?: number;
  token: string;
  dialect: string;
  catalogueToken?: string;
  /** With BENCH_STUDENTS: a tutor of the seeded district's account. */
  tutorToken?: string;
  subjectId?: number;
  clusterId?: number;
  lessonStates?: number;
  /** With BENCH_ACTIVITY, each student's open lesson's activity record too. */
  students?: BenchStudent[];
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
  options: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    /** A new path for every request (the url's origin stays), e.g. to defeat a cache. */
    nextPath?: () => string;
    /** autocannon's request sequence, looped by every connection (writes, each one valid). */
    requests?: autocannon.Request[];
    /** Runs first: e.g. forgets the requests the previous run left unanswered. */
    beforeRun?: () => void;
  },
): Promise<Measurement> {
  const { nextPath } = options;
  options.beforeRun?.();
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    requests:
      options.requests ??
      (nextPath ? [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] : undefined),
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

export interface Target {
  url: string;
  headers?: Record<string, string>;
  nextPath?: () => string;
  requests?: autocannon.Request[];
  beforeRun?: () => void;
}

/**
 * Warms each target up, then measures them in turn, `rounds` times, and keeps each one's
 * median round: this machine's speed drifts (shared cores), and taking turns spreads the drift.
 * `warmUpSeconds` is 2 unless told (0: no warm-up). `settle`, when given, runs after every
 * run: autocannon walks away from the requests still in flight, and at hundreds of connections
 * the server may need seconds to finish them; measuring the next target before then would
 * charge it with the previous one's backlog.
 */
export async function measureInTurns(
  targets: Record<string, Target>,
  options: {
    connections: number;
    seconds: number;
    rounds: number;
    warmUpSeconds?: number;
    settle?: () => Promise<void>;
  },
): Promise<Record<string, Measurement>> {
  const { connections, seconds, rounds, warmUpSeconds = 2, settle } = options;
  if (warmUpSeconds > 0)
    for (const target of Object.values(targets)) {
      await measure(target.url, { connections, seconds: warmUpSeconds, ...target });
      await settle?.();
    }
  const results = Object.fromEntries(
    Object.keys(targets).map((name) => [name, [] as Measurement[]]),
  );
  for (let round = 0; round < rounds; round += 1)
    for (const [name, target] of Object.entries(targets)) {
      results[name]!.push(await measure(target.url, { connections, seconds, ...target }));
      await settle?.();
    }
  return Object.fromEntries(Object.entries(results).map(([name, list]) => [name, median(list)]));
}

/**
 * Prints the measurements with each one's throughput, and its p99, as a ratio to the bare
 * route's.
 */
export function printWithRatios(
  measurements: Record<string, Measurement>,
  bareName = 'bare Fastify route',
) {
  const bare = measurements[bareName];
  if (!bare) throw new Error(`no measurement named ${bareName}`);
  console.table(
    Object.fromEntries(
      Object.entries(measurements).map(([name, result]) => [
        name,
        {
          ...result,
          ratio: Number((result.requestsPerSecond / bare.requestsPerSecond).toFixed(2)),
          p99Ratio: Number((result.p99Ms / Math.max(bare.p99Ms, 1)).toFixed(1)),
        },
      ]),
    ),
  );
}

/** Prints whether each named route met the p99 goal without errors; true when all did. */
export function meetsP99Goal(
  measurements: Record<string, Measurement>,
  names: string[],
  goalMs: number,
): boolean {
  let allMet = true;
  for (const name of names) {
    const result = measurements[name]!;
    const met = result.p99Ms < goalMs && result.errors === 0 && result.non2xx === 0;
    allMet &&= met;
    console.log(`${name}: p99 ${result.p99Ms} ms, goal < ${goalMs} ms: ${met ? 'met' : 'MISSED'}`);
  }
  return allMet;
}
