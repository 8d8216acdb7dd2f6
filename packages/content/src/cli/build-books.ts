import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BUNDLED_BOOKS_SOURCES_DIR,
  BUNDLED_LIBRARY_DIR,
  BUNDLED_LIBRARY_DISKNAME,
} from '../bundled';
import { InvalidBookError } from '../books/book-schema';
import { packBook } from '../books/pack-book';

/**
 * npm run build:books --workspace @aula/content [-- --sources <dir> --out <disk folder>]
 * Packs every book folder (one with a book.yaml) into `<out>/<id>.zip`. Without options it
 * builds the bundled e-library disk, dist/library/aula-e-library/. Zips of books whose folder
 * is gone are removed, so the disk holds exactly the books of the sources.
 */
const { values } = parseArgs({
  options: {
    sources: { type: 'string', default: BUNDLED_BOOKS_SOURCES_DIR },
    out: { type: 'string', default: join(BUNDLED_LIBRARY_DIR, BUNDLED_LIBRARY_DISKNAME) },
  },
});
const sourcesDir = resolve(values.sources);
const outDir = resolve(values.out);

const folders = readdirSync(sourcesDir)
  .filter((name) => statSync(join(sourcesDir, name)).isDirectory())
  .sort();
const failures: string[] = [];
const built = new Set<string>();
for (const folder of folders) {
  try {
    const manifest = await packBook(join(sourcesDir, folder), join(outDir, `${folder}.zip`));
    built.add(`${folder}.zip`);
    console.log(`Built ${folder}.zip: “${manifest.title}”, ${manifest.pages.length} pages`);
  } catch (error) {
    if (!(error instanceof InvalidBookError)) throw error;
    failures.push(error.message);
  }
}
if (failures.length === 0 && existsSync(outDir))
  for (const stale of readdirSync(outDir).filter(
    (name) => name.endsWith('.zip') && !built.has(name),
  ))
    rmSync(join(outDir, stale));

if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`${built.size} books → ${outDir}`);
