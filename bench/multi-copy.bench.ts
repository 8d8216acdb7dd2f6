// The hot student paths at 500 connections against ONE copy of the main and activity services
// and against TWO copies, all on one PostgreSQL database: what a second copy buys on this
// machine (figures for docs/deploy.md). Each copy is `server.ts --only main` and
// `server.ts --only activity` in processes of their own, as deployed; with two copies the
// connections are split evenly and each student always goes to the same copy, as a sticky
// balancer would. Knobs: BENCH_CONNECTIONS (500), BENCH_SECONDS (5), BENCH_ROUNDS (3),
// BENCH_DATABASE_URL. Exits non-zero if any request failed.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchStudent, Measurement, Target } from './support/measure';
import { measure, median, startBenchServer } from './support/measure';
import { DEFAULT_BENCH_DATABASE_URL, ensurePostgresDatabase } from './support/bench-database';
import type { HotPathOrigins } from './support/hot-paths';
import { hotPathTargets, untilSettled } from './support/hot-paths';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const serverEntry = join(import.meta.dirname, '../apps/server/src/server.ts');
const BARE = 'bare Fastify route';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** One service of one copy, as deployed: `server.ts --only <name>` in its own process. */
async function startService(
  name: 'main' | 'activity',
  dataDir: string,
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry, '--only', name], {
    env: {
      ...process.env,
      DATABASE_URL: postgresUrl,
      // The seeding process's folder: its content store holds the lessons serve-lesson reads.
      DATA_DIR: dataDir,
      [name === 'main' ? 'MAIN_PORT' : 'ACTIVITY_PORT']: String(port),
      EMAIL_REPORTS_INTERVAL_MS: '0',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${name} copy exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, process: child };
    await sleep(100);
  }
  child.kill('SIGTERM');
  throw new Error(`${name} copy did not start within a minute`);
}

/** Runs the same path against every copy at once, its share of the connections each. */
async function measureSplit(
  perCopy: Target[],
  options: { seconds: number; settle: () => Promise<void> },
): Promise<Measurement> {
  const share = Math.floor(connections / perCopy.length);
  const results = await Promise.all(
    perCopy.map((target) =>
      measure(target.url, { connections: share, seconds: options.seconds, ...target }),
    ),
  );
  await options.settle();
  return {
    requestsPerSecond: results.reduce((total, result) => total + result.requestsPerSecond, 0),
    // The copies' latencies cannot be merged from their percentiles: the worse one is shown.
    p99Ms: Math.max(...results.map((result) => result.p99Ms)),
    errors: results.reduce((total, result) => total + result.errors, 0),
    non2xx: results.reduce((total, result) => total + result.non2xx, 0),
  };
}

/** Warms up, then measures each path in turn over the copies, keeping each one's median round. */
async function measureCopies(
  copies: HotPathOrigins[],
  students: BenchStudent[],
  clusterId: number,
) {
  const perCopy = copies.map(
    (origins, index) =>
      hotPathTargets(
        origins,
        students.filter((_, n) => n % copies.length === index),
        clusterId,
      ).targets,
  );
  const names = Object.keys(perCopy[0]!).filter((name) => name !== BARE);
  const settle = () => untilSettled(copies.flatMap((copy) => [copy.mainUrl, copy.activityUrl]));
  const targetsOf = (name: string) => perCopy.map((targets) => targets[name]!);
  for (const name of names) await measureSplit(targetsOf(name), { seconds: 2, settle });
  const results = Object.fromEntries(names.map((name) => [name, [] as Measurement[]]));
  for (let round = 0; round < rounds; round += 1)
    for (const name of names)
      results[name]!.push(await measureSplit(targetsOf(name), { seconds, settle }));
  return Object.fromEntries(names.map((name) => [name, median(results[name]!)]));
}

const unreachable = await ensurePostgresDatabase(postgresUrl);
if (unreachable) {
  console.log(`PostgreSQL is unreachable at ${postgresUrl} (${unreachable}): nothing measured.`);
  process.exit(1);
}

// The seeding process: students with tokens, open lessons and activity records. It serves
// nothing under load; the copies below do.
const seeder = await startBenchServer({
  DATABASE_URL: postgresUrl,
  BENCH_STUDENTS: String(connections),
  BENCH_TOKENS: '1',
  BENCH_ACTIVITY: '1',
});
const started: ChildProcess[] = [];
let failed = false;
try {
  const copies: HotPathOrigins[] = [];
  const byCopies: Record<string, Record<string, Measurement>> = {};
  for (const count of [1, 2]) {
    while (copies.length < count) {
      const main = await startService('main', seeder.dataDir);
      const activity = await startService('activity', seeder.dataDir);
      started.push(main.process, activity.process);
      copies.push({
        bareUrl: `http://127.0.0.1:${seeder.barePort}/bare`,
        mainUrl: main.url,
        activityUrl: activity.url,
      });
    }
    byCopies[count] = await measureCopies(copies, seeder.students!, seeder.clusterId!);
  }
  console.log(
    `\nHot student paths on PostgreSQL, ${connections} connections split across the copies, ` +
      `median of ${rounds} × ${seconds} s (p99: the worse copy's)`,
  );
  console.table(
    Object.fromEntries(
      Object.keys(byCopies[1]!).map((name) => {
        const one = byCopies[1]![name]!;
        const two = byCopies[2]![name]!;
        failed ||= one.errors + one.non2xx + two.errors + two.non2xx > 0;
        failed ||= one.requestsPerSecond === 0 || two.requestsPerSecond === 0;
        return [
          name,
          {
            '1 copy req/s': Math.round(one.requestsPerSecond),
            '1 copy p99 ms': one.p99Ms,
            '2 copies req/s': Math.round(two.requestsPerSecond),
            '2 copies p99 ms': two.p99Ms,
            'throughput ×': Number((two.requestsPerSecond / one.requestsPerSecond).toFixed(2)),
            'errors + non-2xx': one.errors + one.non2xx + two.errors + two.non2xx,
          },
        ];
      }),
    ),
  );
  console.log(
    failed
      ? 'FAILED: some requests errored, were refused, or went unanswered (see the table).'
      : 'Every request was answered with a 2xx.',
  );
} finally {
  for (const child of started) child.kill('SIGTERM');
  seeder.stop();
}
process.exitCode = failed ? 1 : 0;
