import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { BUNDLED_BOOKS_SOURCES_DIR } from '../bundled';
import { InvalidBookError } from './book-schema';
import { openBook, renderBookPage } from './open-book';
import { packBook } from './pack-book';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'aula-books-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const KITE = 'en-a-kite-for-two';

async function issuesOf(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InvalidBookError);
  return (error as InvalidBookError).issues.map((issue) => `${issue.where}: ${issue.message}`);
}

/** A copy of a bundled book that a test may break. */
function copyOfBook(id = KITE): string {
  const copy = join(dir, 'sources', id);
  cpSync(join(BUNDLED_BOOKS_SOURCES_DIR, id), copy, { recursive: true });
  return copy;
}

function editFile(path: string, edit: (text: string) => string) {
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
}

async function zipOf(entries: Record<string, Buffer | string>, name: string) {
  const zip = new yazl.ZipFile();
  for (const [entry, data] of Object.entries(entries)) zip.addBuffer(Buffer.from(data), entry);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const file = join(dir, name);
  writeFileSync(file, Buffer.concat(chunks));
  return file;
}

const manifest = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 'aula-book',
    format_version: 1,
    id: 'tiny',
    title: 'Tiny',
    author: 'Someone',
    language: 'en',
    grade: 1,
    level: 'Early reader',
    summary: 'A tiny book.',
    cover: 'cover.svg',
    pages: ['page-01.html'],
    ...overrides,
  });
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';

describe('packing books', () => {
  it('packs every bundled book, and each opens with its manifest, cover and pages', async () => {
    const ids = readdirSync(BUNDLED_BOOKS_SOURCES_DIR).sort();
    expect(ids).toHaveLength(6);
    for (const id of ids) {
      const zipPath = join(dir, `${id}.zip`);
      const packed = await packBook(join(BUNDLED_BOOKS_SOURCES_DIR, id), zipPath);
      const book = await openBook(zipPath);
      expect(book.manifest).toEqual(packed);
      expect(book.manifest.id).toBe(id);
      expect(book.names()).toContain(book.manifest.cover);
      book.close();
    }
  });

  it('round trip: a page comes back sanitized, with its picture inlined and its words as text', async () => {
    const zipPath = join(dir, `${KITE}.zip`);
    await packBook(join(BUNDLED_BOOKS_SOURCES_DIR, KITE), zipPath);
    const book = await openBook(zipPath);
    expect(book.manifest).toMatchObject({
      title: 'A Kite for Two',
      language: 'en',
      grade: 2,
      pages: expect.arrayContaining(['page-01.html', 'page-11.html']) as unknown,
    });
    const page = await renderBookPage(book, 0, 'Page 1');
    book.close();
    expect(page.html).toMatch(
      /^<figure>\s*<img alt="A girl with a red ponytail[^"]*" src="data:image\/svg\+xml;base64,/,
    );
    expect(page.text).toBe(
      'Ruby loved windy days. Every Saturday, she flew her red kite on the hill in the park.',
    );
  });

  it('is deterministic: the same sources give the same bytes', async () => {
    await packBook(join(BUNDLED_BOOKS_SOURCES_DIR, KITE), join(dir, 'a.zip'));
    await packBook(join(BUNDLED_BOOKS_SOURCES_DIR, KITE), join(dir, 'b.zip'));
    expect(readFileSync(join(dir, 'a.zip')).equals(readFileSync(join(dir, 'b.zip')))).toBe(true);
  });

  it('names every problem of a broken book folder at once', async () => {
    const source = copyOfBook();
    editFile(join(source, 'book.yaml'), (yaml) =>
      yaml
        .replace(`id: ${KITE}`, 'id: another-name')
        .replace('  - page-11.html', '  - page-11.html\n  - page-12.html\n  - page-01.html'),
    );
    editFile(
      join(source, 'page-02.html'),
      (html) =>
        `${html.replace(/alt="[^"]*"/, 'alt=""')}<script>alert(1)</script><a href="x">x</a>`,
    );
    const issues = await issuesOf(packBook(source, join(dir, 'out.zip')));
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/book\.yaml: id: must be the folder's name/),
        expect.stringMatching(/book\.yaml: pages: page-01\.html is listed twice/),
        expect.stringMatching(/page-12\.html: file is missing/),
        expect.stringMatching(/page-02\.html: <img src="page-02\.svg"> needs alt text/),
        expect.stringMatching(/page-02\.html: <script> is not allowed/),
        expect.stringMatching(/page-02\.html: <a> is not allowed/),
      ]),
    );
  });

  it('refuses a book.yaml with wrong fields, page types or more than 200 pages', async () => {
    const source = copyOfBook();
    editFile(join(source, 'book.yaml'), (yaml) =>
      yaml
        .replace('grade: 2', 'grade: 13')
        .replace('language: en', 'language: fr')
        .replace('  - page-01.html', '  - page-01.txt\n  - ../outside.html'),
    );
    const issues = await issuesOf(packBook(source, join(dir, 'out.zip')));
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/book\.yaml: grade: is a whole number from 0 to 12/),
        expect.stringMatching(/book\.yaml: language: is en or es/),
        expect.stringMatching(/book\.yaml: pages\.0: is an \.html, \.svg, \.png or \.jpg file/),
        expect.stringMatching(/book\.yaml: pages\.1: is an \.html, \.svg, \.png or \.jpg file/),
      ]),
    );

    const long = copyOfBook('en-tiny-seed-waits');
    editFile(
      join(long, 'book.yaml'),
      (yaml) => `${yaml}${Array.from({ length: 200 }, () => '  - page-01.svg').join('\n')}\n`,
    );
    expect((await issuesOf(packBook(long, join(dir, 'long.zip')))).join()).toMatch(
      /pages: has at most 200 pages/,
    );
  });
});

describe('opening book zips defensively', () => {
  it('opens a book whose pages are pictures, giving each the alt text asked for', async () => {
    const zipPath = await zipOf(
      {
        'manifest.json': manifest({ pages: ['page-01.svg'] }),
        'cover.svg': SVG,
        'page-01.svg': SVG,
      },
      'pictures.zip',
    );
    const book = await openBook(zipPath);
    const page = await renderBookPage(book, 0, 'Page "1" <of> 1');
    book.close();
    expect(page).toEqual({
      html: expect.stringMatching(
        /^<figure><img src="data:image\/svg\+xml;base64,[^"]+" alt="Page &quot;1&quot; &lt;of> 1" \/><\/figure>$/,
      ) as unknown,
      text: '',
    });
  });

  it('sanitizes a hostile page it never built: no scripts, handlers or outside pictures', async () => {
    const zipPath = await zipOf(
      {
        'manifest.json': manifest(),
        'cover.svg': SVG,
        'page-01.html':
          '<p onclick="steal()">Hello <strong>there</strong></p><script>steal()</script>' +
          '<img src="https://evil.example/x.png" alt="x"><img src="../cover.svg" alt="y">' +
          '<iframe src="https://evil.example"></iframe><img src="cover.svg" alt="The cover">',
      },
      'hostile.zip',
    );
    const book = await openBook(zipPath);
    const page = await renderBookPage(book, 0, 'Page 1');
    book.close();
    expect(page.html).not.toMatch(/script|onclick|evil|iframe|\.\.\//);
    expect(page.html).toMatch(
      /^<p>Hello <strong>there<\/strong><\/p><img alt="The cover" src="data:image\/svg\+xml;base64,/,
    );
    expect(page.text).toBe('Hello there');
  });

  it('refuses an entry whose name escapes the book (zip-slip)', async () => {
    // yazl will not write "../", so write a same-length name and patch it in.
    const file = await zipOf({ 'manifest.json': manifest(), 'xx/evil.txt': 'owned' }, 'slip.zip');
    const bytes = readFileSync(file);
    let at = bytes.indexOf('xx/evil.txt');
    while (at >= 0) {
      bytes.write('../evil.txt', at);
      at = bytes.indexOf('xx/evil.txt', at + 1);
    }
    writeFileSync(file, bytes);
    expect((await issuesOf(openBook(file))).join()).toMatch(/path escapes the pack/);
  });

  it('refuses more than 500 entries and an entry over 5 MB', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 501 }, (_, index) => [`page-${index}.svg`, SVG]),
    );
    expect(
      (
        await issuesOf(openBook(await zipOf({ 'manifest.json': manifest(), ...many }, 'many.zip')))
      ).join(),
    ).toMatch(/too many entries \(at most 500\)/);

    const big = randomBytes(5 * 1024 * 1024 + 1);
    expect(
      (
        await issuesOf(
          openBook(await zipOf({ 'manifest.json': manifest(), 'cover.png': big }, 'big.zip')),
        )
      ).join(),
    ).toMatch(/cover\.png: entry too large: 5242881 bytes/);
  });

  it('refuses a missing or invalid manifest, missing pages, and what is not a zip', async () => {
    expect(
      (await issuesOf(openBook(await zipOf({ 'cover.svg': SVG }, 'bare.zip')))).join(),
    ).toMatch(/manifest\.json is missing/);
    expect(
      (await issuesOf(openBook(await zipOf({ 'manifest.json': '{nope' }, 'json.zip')))).join(),
    ).toMatch(/manifest\.json: not valid JSON/);
    expect(
      (
        await issuesOf(
          openBook(
            await zipOf({ 'manifest.json': manifest({ grade: 'two', pages: [] }) }, 'fields.zip'),
          ),
        )
      ).join('\n'),
    ).toMatch(/manifest\.json: grade: .*\n.*manifest\.json: pages: needs at least one page/);
    expect(
      await issuesOf(
        openBook(await zipOf({ 'manifest.json': manifest(), 'cover.svg': SVG }, 'gap.zip')),
      ),
    ).toEqual([expect.stringMatching(/gap\.zip: page-01\.html: entry is missing$/)]);
    writeFileSync(join(dir, 'notes.zip'), 'not a zip at all');
    expect((await issuesOf(openBook(join(dir, 'notes.zip')))).join()).toMatch(
      /not a readable pack file/,
    );
    expect((await issuesOf(openBook(dir))).join()).toMatch(/no book file here/);
  });
});
