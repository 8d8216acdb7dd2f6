// GET /clusters?subject_id= and GET /lessons?cluster_id= with 10,000 students and their lesson
// states in the database, against a bare Fastify route, measured in one run on this machine.
// Goal: p99 under 20 ms at 50 concurrent clients; throughput printed as a ratio to the bare
// route. Runs on SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set.
import type { Measurement } from './support/measure';
import { measure, median, startBenchServer } from './support/measure';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const students = Number(process.env.BENCH_STUDENTS ?? 10_000);
const P99_GOAL_MS = 20;
const databases: Record<string, string>[] = [{}];
if (process.env.BENCH_DATABASE_URL)
  databases.push({ DATABASE_URL: process.env.BENCH_DATABASE_URL });

let allMet = true;
for (const extraEnv of databases) {
  const server = await startBenchServer({ ...extraEnv, BENCH_STUDENTS: String(students) });
  try {
    const headers = { authorization: `Bearer ${server.catalogueToken}` };
    const targets = {
      'bare Fastify route': { url: `http://127.0.0.1:${server.barePort}/bare`, headers: {} },
      'GET /clusters?subject_id=': {
        url: `http://127.0.0.1:${server.mainPort}/clusters?subject_id=${server.subjectId}`,
        headers,
      },
      'GET /lessons?cluster_id=': {
        url: `http://127.0.0.1:${server.mainPort}/lessons?cluster_id=${server.clusterId}`,
        headers,
      },
    };
    for (const target of Object.values(targets))
      await measure(target.url, { connections, seconds: 2, headers: target.headers });
    // This machine's speed drifts (shared cores): alternate the routes and keep the median round.
    const results = Object.fromEntries(
      Object.keys(targets).map((name) => [name, [] as Measurement[]]),
    );
    for (let round = 0; round < rounds; round += 1)
      for (const [name, target] of Object.entries(targets))
        results[name]!.push(
          await measure(target.url, { connections, seconds, headers: target.headers }),
        );
    const medians = Object.fromEntries(
      Object.entries(results).map(([name, list]) => [name, median(list)]),
    );
    const bare = medians['bare Fastify route']!;
    console.log(
      `\nCatalogue on ${server.dialect}: ${students} students, ${server.lessonStates} lesson states, ` +
        `${connections} connections, median of ${rounds} × ${seconds} s`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(medians).map(([name, result]) => [
          name,
          {
            ...result,
            ratio: Number((result.requestsPerSecond / bare.requestsPerSecond).toFixed(2)),
          },
        ]),
      ),
    );
    for (const name of ['GET /clusters?subject_id=', 'GET /lessons?cluster_id=']) {
      const result = medians[name]!;
      const met = result.p99Ms < P99_GOAL_MS && result.errors === 0 && result.non2xx === 0;
      allMet &&= met;
      console.log(
        `${name}: p99 ${result.p99Ms} ms, goal < ${P99_GOAL_MS} ms: ${met ? 'met' : 'MISSED'}`,
      );
    }
  } finally {
    server.stop();
  }
}
process.exitCode = allMet ? 0 : 1;
