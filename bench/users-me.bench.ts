// GET /users/me (token check + one user read + CASL permissions) against a bare Fastify route,
// measured in one run on this machine. Goal: the real route keeps at least half the bare
// route's throughput. Runs on SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set.
import type { Measurement } from './support/measure';
import { measure, median, startBenchServer } from './support/measure';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databases: Record<string, string>[] = [{}];
if (process.env.BENCH_DATABASE_URL)
  databases.push({ DATABASE_URL: process.env.BENCH_DATABASE_URL });

let allMet = true;
for (const extraEnv of databases) {
  const server = await startBenchServer(extraEnv);
  try {
    const bareUrl = `http://127.0.0.1:${server.barePort}/bare`;
    const meUrl = `http://127.0.0.1:${server.mainPort}/users/me`;
    const headers = { authorization: `Bearer ${server.token}` };
    await measure(bareUrl, { connections, seconds: 2 });
    await measure(meUrl, { connections, seconds: 2, headers });
    // This machine's speed drifts (shared cores): alternate the two and keep the median round.
    const bareRounds: Measurement[] = [];
    const meRounds: Measurement[] = [];
    for (let round = 0; round < rounds; round += 1) {
      bareRounds.push(await measure(bareUrl, { connections, seconds }));
      meRounds.push(await measure(meUrl, { connections, seconds, headers }));
    }
    const bare = median(bareRounds);
    const me = median(meRounds);
    const ratio = me.requestsPerSecond / bare.requestsPerSecond;
    const met = ratio >= 0.5 && me.errors === 0 && me.non2xx === 0;
    allMet &&= met;
    console.log(
      `\nGET /users/me on ${server.dialect}, ${connections} connections, median of ${rounds} × ${seconds} s`,
    );
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
