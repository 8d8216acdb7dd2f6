// The builds `npm start` runs before the services: each one prints a single line (what, how
// long, where its full output went), so the first start ends with where to open Aula and how
// to sign in instead of burying them under hundreds of lines of bundler output.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, isAbsolute, relative } from 'node:path';

/** Lines of a failed build's log shown on the terminal: the error is nearly always at the end. */
const FAILURE_TAIL_LINES = 30;

/**
 * Runs `command args` in `cwd` with its output written to `logFile` only, and says in one line
 * that it is built (`say` writes to the terminal). Resolves to the exit status; on a failure
 * the end of the log is shown too, so nobody has to open the file to see what broke.
 */
export function buildQuietly({ title, command, args, cwd, logFile, say = print }) {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  // data/logs/… when the data folder is in the checkout, else where it really is.
  const inside = relative(cwd, logFile);
  const shownLog = inside.startsWith('..') || isAbsolute(inside) ? logFile : inside;
  const started = Date.now();
  say(`${title}…\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const tail = [];
    const keep = (chunk) => {
      log.write(chunk);
      tail.push(...chunk.toString('utf8').split('\n'));
      tail.splice(0, Math.max(0, tail.length - FAILURE_TAIL_LINES - 1));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => keep(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      log.end(() => {
        const seconds = Math.round((Date.now() - started) / 1000);
        if (code === 0) {
          say(`  done in ${seconds} s (full output in ${shownLog})\n`);
        } else {
          say(`  failed after ${seconds} s; the end of ${shownLog}:\n`);
          say(`${tail.join('\n').trimEnd()}\n`);
        }
        resolve(code ?? 1);
      });
    });
  });
}

function print(text) {
  process.stdout.write(text);
}
