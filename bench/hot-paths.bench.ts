// The hot paths of a student (the catalogue, lesson open, a quiz and its answers, the periodic
// activity update and activity time) at 50 and 500 concurrent connections, on SQLite and on
// PostgreSQL, each as a ratio to a bare Fastify route measured in the same run, in the same
// server process. Run it with bench/run. Every write is a valid one; a run where any request
// failed or was answered with a non-2xx says so and exits non-zero.
import type { Measurement } from './support/measure';
import { measureInTurns, printWithRatios, startBenchServer } from './support/measure';
import { DEFAULT_BENCH_DATABASE_URL, ensurePostgresDatabase } from './support/bench-database';
import { hotPathTargets, untilSettled } from './support/hot-paths';

const concurrencies = (process.env.BENCH_CONNECTIONS ?? '50,500').split(',').map(Number);
// Seconds a round lasts at each concurrency (one figure: all of them). At 500 connections a
// slow path answers each request seconds after it was sent: a round must outlast that wait.
const roundSeconds = (process.env.BENCH_SECONDS ?? '3,5').split(',').map(Number);
const secondsAt = (index: number) => roundSeconds[Math.min(index, roundSeconds.length - 1)]!;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// One student per connection at the most concurrency: nobody's requests queue behind their own.
const students = Number(process.env.BENCH_STUDENTS ?? Math.max(...concurrencies));
const postgresUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;

const databases: { name: string; env: Record<string, string> }[] = [{ name: 'SQLite', env: {} }];
const unreachable = await ensurePostgresDatabase(postgresUrl);
if (unreachable)
  console.log(
    `\nPostgreSQL is unreachable at ${postgresUrl} (${unreachable}): measuring SQLite only. ` +
      'Set BENCH_DATABASE_URL to a PostgreSQL server to measure it too.',
  );
else databases.push({ name: 'PostgreSQL', env: { DATABASE_URL: postgresUrl } });

const failures: string[] = [];
const startedAt = Date.now();
for (const database of databases) {
  const server = await startBenchServer({
    ...database.env,
    BENCH_STUDENTS: String(students),
    BENCH_TOKENS: '1',
    BENCH_ACTIVITY: '1',
  });
  try {
    const origins = {
      bareUrl: `http://127.0.0.1:${server.barePort}/bare`,
      mainUrl: `http://127.0.0.1:${server.mainPort}`,
      activityUrl: `http://127.0.0.1:${server.activityPort}`,
    };
    const { targets, quizTally } = hotPathTargets(origins, server.students!, server.clusterId!);
    for (const [index, connections] of concurrencies.entries()) {
      const seconds = secondsAt(index);
      const before = { ...quizTally };
      const medians = await measureInTurns(targets, {
        connections,
        seconds,
        rounds,
        // Warmed up by the first concurrency's runs already.
        warmUpSeconds: index === 0 ? 2 : 0,
        settle: () => untilSettled([origins.mainUrl, origins.activityUrl]),
      });
      console.log(
        `\nHot student paths on ${server.dialect}: ${connections} connections, ${students} students, ` +
          `median of ${rounds} × ${seconds} s (ratio: throughput ÷ the bare route's; p99Ratio: p99 ÷ its p99)`,
      );
      printWithRatios(medians);
      const started = quizTally.started - before.started;
      const answered = quizTally.answered - before.answered;
      console.log(
        `quiz: ${started} quizzes started, ${answered} answers accepted (about 4 a quiz)`,
      );
      if (answered === 0)
        failures.push(`${database.name}, ${connections} connections: no quiz answer was accepted`);
      failures.push(...failuresOf(medians, `${database.name}, ${connections} connections`));
    }
  } finally {
    server.stop();
  }
}

console.log(`\nMeasured in ${Math.round((Date.now() - startedAt) / 1000)} s.`);
if (unreachable) console.log('PostgreSQL was NOT measured: it was unreachable (see above).');
if (failures.length > 0) {
  console.log('FAILED: paths with requests that errored, were refused, or went unanswered:');
  for (const failure of failures) console.log(`  ${failure}`);
  process.exitCode = 1;
} else console.log('Every request was answered with a 2xx.');

/** A line for each path with errors or non-2xx answers, or with no answer at all. */
function failuresOf(measurements: Record<string, Measurement>, where: string): string[] {
  return Object.entries(measurements).flatMap(([name, result]) => {
    if (result.errors > 0 || result.non2xx > 0)
      return [`${where}: ${name}: ${result.errors} errors or timeouts, ${result.non2xx} non-2xx`];
    if (result.requestsPerSecond === 0)
      return [`${where}: ${name}: no request was answered within a round`];
    return [];
  });
}
