import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { InvalidPackError } from '@aula/content';
import { openContext } from '../app';
import { importPack } from '../content/import-pack';
import { ContentKeyMissingError } from '../platform/data-dir/content-key';
import { DataDirBusyError, holdDataDir } from '../platform/data-dir/data-dir-lock';
import { keepNewFilesPrivate } from '../platform/data-dir/private-files';
import { EnvError, loadEnv } from '../platform/env';

/**
 * `npm run import-pack -- <disc folder or pack file> [--key <pack key>]`: installs a content
 * pack, for example a CD or DVD copied to a drive. It is checked completely before anything
 * changes, and the catalogue switches to it in one transaction; a running installation shows
 * it within a second.
 */
async function main() {
  keepNewFilesPrivate();
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { key: { type: 'string' } },
  });
  const location = positionals[0];
  if (!location)
    throw new EnvError(
      'Usage: npm run import-pack -- <disc folder or pack file> [--key <pack key>]',
    );
  const env = loadEnv();
  // A restore must not swap the database under an import, nor an import start during one.
  holdDataDir(env.DATA_DIR, ['import-pack']);
  const context = await openContext(env);
  try {
    let shown = -1;
    const result = await importPack(context.database, context.contentStore, resolve(location), {
      packKey: values.key,
      now: context.now,
      onProgress: (done, total) => {
        const percent = Math.floor((done / total) * 100);
        if (percent === shown || !process.stdout.isTTY) return;
        shown = percent;
        const bar = '#'.repeat(Math.round(percent / 4)).padEnd(25, '.');
        process.stdout.write(`\rCopying content [${bar}] ${percent}%`);
      },
    });
    if (process.stdout.isTTY) process.stdout.write('\n');
    console.log(
      result.status === 'imported'
        ? `Installed ${result.packId} ${result.version}: ${result.lessons} lessons.`
        : `${result.packId} ${result.version} is already installed.`,
    );
  } finally {
    await context.database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError ||
      error instanceof InvalidPackError ||
      error instanceof DataDirBusyError ||
      error instanceof ContentKeyMissingError
      ? error.message
      : error,
  );
  process.exit(1);
});
