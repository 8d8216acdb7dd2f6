// Run with `node --import tsx` (the book packer's sources are TypeScript the journeys' own loader
// does not take): packs a small book from the fields given, with the repository's own packer, so
// the zip is exactly what an author's book.yaml would give.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packBook } from '@aula/content';

const [outFile, fieldsJson] = process.argv.slice(2);
if (!outFile || !fieldsJson) throw new Error('usage: book-writer <zip file> <fields>');
const fields = JSON.parse(fieldsJson) as { id: string; page: string } & Record<string, unknown>;

const work = mkdtempSync(join(tmpdir(), 'aula-e2e-book-'));
try {
  const source = join(work, fields.id);
  mkdirSync(source);
  const bundled = join(
    import.meta.dirname,
    '../../packages/content/sources/e-library/en-a-kite-for-two',
  );
  copyFileSync(join(bundled, 'cover.svg'), join(source, 'cover.svg'));
  writeFileSync(join(source, 'page-01.html'), fields.page);
  const { page: _page, ...manifest } = fields;
  writeFileSync(
    join(source, 'book.yaml'),
    // JSON is YAML too, and needs no YAML writer here.
    JSON.stringify({ ...manifest, cover: 'cover.svg', pages: ['page-01.html'] }),
  );
  await packBook(source, outFile);
} finally {
  rmSync(work, { recursive: true, force: true });
}
