import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildQuietly } from './quiet-build.mjs';

const dir = mkdtempSync(join(tmpdir(), 'aula-quiet-build-'));

/** A build that prints `lines` lines of chunk sizes, then exits with `status`. */
const noisyBuild = (lines, status) => [
  '-e',
  `for (let i = 0; i < ${lines}; i += 1) console.log('dist/assets/chunk-' + i + '.js 1.2 kB');` +
    `console.error('the last word'); process.exitCode = ${status};`,
];

async function run(lines, status) {
  let printed = '';
  const logFile = join(dir, `build-${lines}-${status}.log`);
  const code = await buildQuietly({
    title: 'Building the web app',
    command: process.execPath,
    args: noisyBuild(lines, status),
    cwd: dir,
    logFile,
    say: (text) => (printed += text),
  });
  return { code, printed, log: readFileSync(logFile, 'utf8') };
}

describe('a build run by npm start', () => {
  it('prints one line for itself and keeps its whole output in the log', async () => {
    const { code, printed, log } = await run(800, 0);
    expect(code).toBe(0);
    expect(printed).toMatch(
      /^Building the web app…\n {2}done in \d+ s \(full output in build-800-0\.log\)\n$/,
    );
    expect(log.split('\n').filter((line) => line.startsWith('dist/assets/'))).toHaveLength(800);
    expect(log).toContain('the last word');
  });

  it('shows the end of the output when it fails, and its status', async () => {
    const { code, printed } = await run(100, 3);
    expect(code).toBe(3);
    expect(printed).toContain('failed after');
    expect(printed).toContain('the last word');
    expect(printed).toContain('chunk-99.js');
    expect(printed).not.toContain('chunk-10.js ');
  });
});
