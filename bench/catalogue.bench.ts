// GET /clusters?subject_id= and GET /lessons?cluster_id= with 10,000 students and their lesson
// states in the database, against a bare Fastify route, measured in one run on this machine.
// Goal: p99 under 20 ms at 50 concurrent clients; throughput printed as a ratio to the bare
// route. Runs on SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set.
import { measureInTurns, meetsP99Goal, printWithRatios, startBenchServer } from './support/measure';

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
    const medians = await measureInTurns(targets, { connections, seconds, rounds });
    console.log(
      `\nCatalogue on ${server.dialect}: ${students} students, ${server.lessonStates} lesson states, ` +
        `${connections} connections, median of ${rounds} × ${seconds} s`,
    );
    printWithRatios(medians);
    allMet &&= meetsP99Goal(
      medians,
      ['GET /clusters?subject_id=', 'GET /lessons?cluster_id='],
      P99_GOAL_MS,
    );
  } finally {
    server.stop();
  }
}
process.exitCode = allMet ? 0 : 1;
