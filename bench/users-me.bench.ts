// GET /users/me (token check + one user read + CASL permissions) against a bare Fastify route,
// measured in one run on this machine. Goal: the real route keeps at least half the bare
// route's throughput. Runs on SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set.
import { measure, startBenchServer } from './support/measure';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databases: Record<string, string>[] = [{}];
if (process.env.BENCH_DATABASE_URL)
  databases.push({ DATABASE_URL: process.env.BENCH_DATABASE_URL });

let allMet = true;
for (const extraEnv of databases) {
  const server = await startBenchServer(extraEnv);
  try {
    const warm = { connections, seconds: 2 };
    await measure(`http://127.0.0.1:${server.barePort}/bare`, warm);
    const bare = await measure(`http://127.0.0.1:${server.barePort}/bare`, {
      connections,
      seconds,
    });
    const headers = { authorization: `Bearer ${server.token}` };
    await measure(`http://127.0.0.1:${server.mainPort}/users/me`, { ...warm, headers });
    const me = await measure(`http://127.0.0.1:${server.mainPort}/users/me`, {
      connections,
      seconds,
      headers,
    });
    const ratio = me.requestsPerSecond / bare.requestsPerSecond;
    const met = ratio >= 0.5 && me.errors === 0 && me.non2xx === 0;
    allMet &&= met;
    console.log(`\nGET /users/me on ${server.dialect}, ${connections} connections, ${seconds} s`);
    console.table({
      'bare Fastify route': bare,
      'GET /users/me': me,
    });
    console.log(
      `ratio (users/me ÷ bare): ${ratio.toFixed(2)}  goal ≥ 0.50: ${met ? 'met' : 'MISSED'}`,
    );
  } finally {
    server.stop();
  }
}
process.exitCode = allMet ? 0 : 1;
