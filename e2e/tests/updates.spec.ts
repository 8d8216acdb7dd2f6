import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2ePorts } from '../support/environment';

/**
 * Updates: the app runs from a copy of the build on a web server of its own (the services are
 * the journeys' shared ones). A new build is then served from the same folder (the same build
 * under a new id, in the page and in its service worker alike); the hourly check finds it, the
 * header offers it, and a click reloads the page onto it.
 */

const root = join(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, process: ChildProcess) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (process.exitCode !== null) throw new Error('the web server stopped');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

let workDir: string;
let distDir: string;
let server: ChildProcess;
let webUrl: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  workDir = mkdtempSync(join(tmpdir(), 'aula-updates-'));
  distDir = join(workDir, 'dist');
  cpSync(join(root, 'apps/web/dist'), distDir, { recursive: true });
  const port = await freePort();
  webUrl = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    ['--enable-source-maps', join(root, 'apps/server/dist/server.js'), '--only', 'web'],
    {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        DATA_DIR: join(workDir, 'data'),
        HOST: '127.0.0.1',
        WEB_PORT: String(port),
        WEB_DIST_DIR: distDir,
        MAIN_SERVICE_URL: `http://127.0.0.1:${e2ePorts.main}/`,
        ACTIVITY_SERVICE_URL: `http://127.0.0.1:${e2ePorts.activity}/v1/`,
        DICTIONARY_SERVICE_URL: `http://127.0.0.1:${e2ePorts.dictionary}/v1/`,
        LOG_LEVEL: 'warn',
      },
    },
  );
  await waitForHealth(`${webUrl}/health`, server);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(workDir, { recursive: true, force: true });
});

/** Serves "a new build": the same files under a new build id, in the page and its worker. */
function publishNewBuild(oldId: string, newId: string) {
  for (const file of ['index.html', 'sw.js']) {
    const path = join(distDir, file);
    const text = readFileSync(path, 'utf8');
    expect(text, `${file} names the running build`).toContain(oldId);
    writeFileSync(path, text.replaceAll(oldId, newId));
  }
}

test('a new build is offered by the update button, and a click reloads the page onto it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The hourly check runs on the page's clock, which the journey moves on.
  await page.clock.install();
  await page.goto(`${webUrl}/login`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const build = page.locator('meta[name="aula-build"]');
  const oldId = (await build.getAttribute('content')) ?? '';
  expect(oldId).not.toBe('');
  // The service worker has installed the app and looks after this page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  const update = page.getByRole('button', { name: 'New version available! Click to update' });
  await expect(update).toHaveCount(0);

  const newId = `${oldId}-next`;
  publishNewBuild(oldId, newId);
  // Within the hour nothing is asked; at the hour the checker finds the new build.
  await page.clock.runFor('59:00');
  await expect(update).toHaveCount(0);
  await page.clock.runFor('01:00');
  await expect(update).toBeVisible({ timeout: 30_000 });

  await update.click();
  await expect(build).toHaveAttribute('content', newId, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(update).toHaveCount(0);
});
