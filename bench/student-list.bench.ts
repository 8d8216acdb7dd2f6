// The tutor's student list of a school district account (BENCH_STUDENTS students, default
// 2000, each with a state for every lesson of the bundled pack), against a bare Fastify route
// in the same run: the default page (by name: only the page's 25 students have their figures
// read), a page sorted by progress (every student's figures are read and computed), and the
// whole list as CSV. Goals for one tutor: the default page (by name) in under 250 ms p99, a
// sort by a figure in under 1 s p99. The same pages under 10 tutors at once are shown too: the
// figures are computed per request, so on this 2-core machine they queue.
import type { Measurement } from './support/measure';
import { measure, median, startBenchServer } from './support/measure';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const busy = Number(process.env.BENCH_CONNECTIONS ?? 10);
const students = Number(process.env.BENCH_STUDENTS ?? 2000);
const databases: Record<string, string>[] = [{}];
if (process.env.BENCH_DATABASE_URL)
  databases.push({ DATABASE_URL: process.env.BENCH_DATABASE_URL });

let allMet = true;
for (const extraEnv of databases) {
  const server = await startBenchServer({ ...extraEnv, BENCH_STUDENTS: String(students) });
  try {
    const headers = { authorization: `Bearer ${server.tutorToken}` };
    const bareUrl = `http://127.0.0.1:${server.barePort}/bare`;
    const byNameUrl = `http://127.0.0.1:${server.mainPort}/students?page=3`;
    const byProgressUrl = `http://127.0.0.1:${server.mainPort}/students?sort=progress&order=desc&page=3`;
    const csvUrl = `http://127.0.0.1:${server.mainPort}/students/export?sort=name`;
    await measure(byProgressUrl, { connections: 1, seconds: 2, headers });
    const cases: [string, string, number][] = [
      ['bare Fastify route', bareUrl, 1],
      ['page of 25 by name, 1 tutor', byNameUrl, 1],
      ['page of 25 by progress, 1 tutor', byProgressUrl, 1],
      ['whole list as CSV, 1 tutor', csvUrl, 1],
      [`page of 25 by name, ${busy} tutors`, byNameUrl, busy],
      [`page of 25 by progress, ${busy} tutors`, byProgressUrl, busy],
    ];
    const results: Record<string, Measurement> = {};
    for (const [name, url, connections] of cases) {
      const runs: Measurement[] = [];
      for (let round = 0; round < rounds; round += 1)
        runs.push(
          await measure(url, { connections, seconds, headers: url === bareUrl ? {} : headers }),
        );
      results[name] = median(runs);
    }
    const byName = results['page of 25 by name, 1 tutor']!;
    const byProgress = results['page of 25 by progress, 1 tutor']!;
    const met =
      byName.p99Ms < 250 &&
      byProgress.p99Ms < 1000 &&
      Object.values(results).every((result) => result.errors === 0 && result.non2xx === 0);
    allMet &&= met;
    console.log(
      `\nStudent list of ${students} students on ${server.dialect}, median of ${rounds} × ${seconds} s`,
    );
    console.table(results);
    console.log(
      `one tutor: p99 ${byName.p99Ms} ms by name, ${byProgress.p99Ms} ms by progress  goals < 250 ms and < 1000 ms: ${met ? 'met' : 'MISSED'}`,
    );
  } finally {
    server.stop();
  }
}
process.exitCode = allMet ? 0 : 1;
