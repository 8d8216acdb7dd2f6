#!/usr/bin/env node
// How long Aula's services take to start and how much memory they hold once they answer.
// Each command given is run RUNS times, alternately (so a busy machine slows all of them
// alike): a first start on a fresh data folder (which imports the bundled lessons), then a
// second start on the same folder. Time runs from the spawn until every port answers
// GET /health; the memory is the resident set (VmRSS) of the process and its children then.
//
//   node bench/server-start.mjs                        (the compiled server)
//   node bench/server-start.mjs --runs 5 \
//     --command 'node --import tsx apps/server/src/server.ts' \
//     --command 'node --enable-source-maps apps/server/dist/server.js'
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values } = parseArgs({
  options: {
    command: { type: 'string', multiple: true },
    runs: { type: 'string', default: '5' },
  },
});
const commands = values.command ?? ['node --enable-source-maps apps/server/dist/server.js'];
const runs = Number(values.runs);
// Generous: on a machine shared with other work a start has taken over 100 s.
const START_TIMEOUT_MS = 300_000;

/** Ports nothing listens on, handed back at once for the services to take. */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((done) =>
          createServer().listen(0, '127.0.0.1', function () {
            done(this);
          }),
        ),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}

/** Kilobytes resident for a process and every process below it (read from /proc). */
function residentKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const own = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    });
  return own + children.reduce((sum, child) => sum + residentKb(Number(child)), 0);
}

async function answers(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health`);
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** One start of `command` on `dataDir`: milliseconds until every port answers, and kB. */
async function startOnce(command, dataDir) {
  const [web, main, activity, dictionary] = await freePorts(4);
  const [program, ...args] = command.split(' ');
  const started = performance.now();
  const child = spawn(program === 'node' ? process.execPath : program, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      WEB_PORT: String(web),
      MAIN_PORT: String(main),
      ACTIVITY_PORT: String(activity),
      DICTIONARY_PORT: String(dictionary),
      LOG_LEVEL: 'silent',
      EMAIL_REPORTS_INTERVAL_MS: '0',
      LIBRARY_DISC_DIR: '',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((done) => child.once('exit', done));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} exited:\n${stderr}`);
      if (performance.now() - started > START_TIMEOUT_MS) throw new Error(`${command}: no answer`);
      const up = await Promise.all([web, main, activity, dictionary].map(answers));
      if (up.every(Boolean)) break;
      await new Promise((done) => setTimeout(done, 20));
    }
    return { ms: performance.now() - started, kb: residentKb(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const results = commands.map(() => ({ first: [], again: [] }));
for (let run = 1; run <= runs; run++) {
  for (const [index, command] of commands.entries()) {
    const dataDir = mkdtempSync(join(tmpdir(), 'aula-bench-start-'));
    try {
      const first = await startOnce(command, dataDir);
      const again = await startOnce(command, dataDir);
      results[index].first.push(first);
      results[index].again.push(again);
      console.log(
        `run ${run} ${command}: fresh ${Math.round(first.ms)} ms ${Math.round(first.kb / 1024)} MB,` +
          ` again ${Math.round(again.ms)} ms ${Math.round(again.kb / 1024)} MB`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

console.log(`\nmedians of ${runs} runs (time until all four ports answer; resident memory then)`);
for (const [index, command] of commands.entries()) {
  const { first, again } = results[index];
  const line = (label, samples) =>
    `  ${label}: ${Math.round(median(samples.map((s) => s.ms)))} ms, ` +
    `${Math.round(median(samples.map((s) => s.kb)) / 1024)} MB`;
  console.log(`${command}\n${line('fresh data folder', first)}\n${line('second start', again)}`);
}
