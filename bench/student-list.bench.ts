// The tutor's student list of a school district account (BENCH_STUDENTS students, default
// 2000, each with a state for every lesson of the bundled pack): one page sorted by progress,
// and the whole list as CSV, against a bare Fastify route in the same run. The list is
// computed for the whole account on every request (sorting by progress needs every student's
// figures), so this is the number to watch as accounts grow. Goal: a page answers in under
// 250 ms p99 with 10 tutors asking at once.
import type { Measurement } from './support/measure';
import { measure, median, startBenchServer } from './support/measure';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
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
    const pageUrl = `http://127.0.0.1:${server.mainPort}/students?sort=progress&order=desc&page=3`;
    const csvUrl = `http://127.0.0.1:${server.mainPort}/students/export?sort=name`;
    await measure(pageUrl, { connections, seconds: 2, headers });
    const bareRounds: Measurement[] = [];
    const pageRounds: Measurement[] = [];
    const csvRounds: Measurement[] = [];
    for (let round = 0; round < rounds; round += 1) {
      bareRounds.push(await measure(bareUrl, { connections, seconds }));
      pageRounds.push(await measure(pageUrl, { connections, seconds, headers }));
      csvRounds.push(await measure(csvUrl, { connections, seconds, headers }));
    }
    const bare = median(bareRounds);
    const page = median(pageRounds);
    const csv = median(csvRounds);
    const met = page.p99Ms < 250 && page.errors === 0 && page.non2xx === 0 && csv.non2xx === 0;
    allMet &&= met;
    console.log(
      `\nStudent list of ${students} students on ${server.dialect}, ${connections} connections, median of ${rounds} × ${seconds} s`,
    );
    console.table({
      'bare Fastify route': bare,
      'GET /students (page of 25, by progress)': page,
      'GET /students/export (all, CSV)': csv,
    });
    console.log(`page p99 ${page.p99Ms} ms  goal < 250 ms: ${met ? 'met' : 'MISSED'}`);
  } finally {
    server.stop();
  }
}
process.exitCode = allMet ? 0 : 1;
