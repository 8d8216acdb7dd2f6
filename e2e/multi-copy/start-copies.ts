// Starts the installation the journey through many copies runs on: two copies of every
// service on one database (PostgreSQL from TEST_DATABASE_URL, in a database of its own made
// afresh; without it, one SQLite file), with Redis when TEST_REDIS_URL is given, behind the
// journey's balancer.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startBalancer } from './balancer';
import type { CopyPorts } from './copies';
import {
  balancerPort,
  copiesHealthy,
  balancerUrl as publicUrl,
  copiesDataDir as dataDir,
  copyPorts as copies,
} from './copies';

const root = join(import.meta.dirname, '..', '..');

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

async function freshPostgresDatabase(serverUrl: string) {
  const url = new URL(serverUrl);
  const name = 'aula_e2e_copies';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

const databaseUrl = process.env.TEST_DATABASE_URL
  ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
  : undefined;
console.log(
  `Two copies of every service on ${databaseUrl ? 'PostgreSQL' : 'one SQLite file'}` +
    `${process.env.TEST_REDIS_URL ? ', counting in Redis' : ''}, behind ${publicUrl}`,
);

const children: ChildProcess[] = [];
function startCopy(ports: CopyPorts) {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', join(root, 'apps/server/dist/server.js')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
        HOST: '127.0.0.1',
        WEB_PORT: String(ports.web),
        ACTIVITY_PORT: String(ports.activity),
        DICTIONARY_PORT: String(ports.dictionary),
        MAIN_PORT: String(ports.main),
        // The browser reaches every service through the balancer, on the page's own origin.
        MAIN_SERVICE_URL: `${publicUrl}/main/`,
        ACTIVITY_SERVICE_URL: `${publicUrl}/activity/v1/`,
        DICTIONARY_SERVICE_URL: `${publicUrl}/dictionary/v1/`,
        PUBLIC_WEB_URL: publicUrl,
        CORS_ORIGINS: publicUrl,
        // The balancer is the installation's reverse proxy: its X-Forwarded-For is believed.
        TRUSTED_PROXIES: '127.0.0.1',
        LOG_LEVEL: 'warn',
        LIBRARY_DISC_DIR: '',
      },
    },
  );
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`A copy stopped (${signal ?? code}); stopping the rest.`);
      stop(1);
    }
  });
  return child;
}

async function waitUntilHealthy(ports: CopyPorts) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (await copiesHealthy([ports])) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`copy on ${JSON.stringify(ports)} did not start`);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

// On PostgreSQL the copies start together, as a deployment's would: migrations, the first
// installer and the bundled content each happen once. One SQLite file is the one-computer
// database: there the second copy starts after the first has set it up.
if (databaseUrl) {
  copies.forEach(startCopy);
} else {
  startCopy(copies[0]);
  await waitUntilHealthy(copies[0]);
  startCopy(copies[1]);
}
startBalancer({ port: balancerPort, copies });
