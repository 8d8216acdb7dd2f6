import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLED_BOOKS_SOURCES_DIR, BUNDLED_LIBRARY_DISKNAME, packBook } from '@aula/content';
import type { DialectName } from '@aula/db';
import { testDialects } from '@aula/db/testing';
import type { Book, BookPage, Books } from '@aula/shared';
import { READ_MODES } from '@aula/shared';
import { setReadMode } from '../../../content/read-mode';
import { createTestContext } from '../../../testing/test-context';
import type { UserRow } from '../../../domain/users/users-repository';
import { createMainService } from '../main-service';

const DISK = BUNDLED_LIBRARY_DISKNAME;
const KITE = 'en-a-kite-for-two.zip';
const BOOK_IDS = [
  'en-a-kite-for-two',
  'en-tiny-seed-waits',
  'en-where-did-my-shadow-go',
  'es-el-cuaderno-de-la-luna',
  'es-rita-espera-la-lluvia',
  'es-una-cancion-para-sofia',
];

// The books are built once from the real sources, into a folder of this test's own: the unit
// tests never depend on packages/content/dist existing.
let libraryDir: string;
beforeAll(async () => {
  libraryDir = mkdtempSync(join(tmpdir(), 'aula-library-'));
  for (const id of BOOK_IDS)
    await packBook(join(BUNDLED_BOOKS_SOURCES_DIR, id), join(libraryDir, DISK, `${id}.zip`));
});
afterAll(() => rmSync(libraryDir, { recursive: true, force: true }));

async function createBooksTestApp(dialect: DialectName) {
  const test = await createTestContext(dialect);
  test.context.bundledLibraryDir = libraryDir;
  const app = await createMainService(test.context);
  await app.ready();
  // Issued as sign-in issues it, without its slow password check (main-app.ts says why).
  const tokenFor = async (user: UserRow) => app.issueToken(user);
  return {
    ...test,
    app,
    tokenFor,
    async close() {
      await app.close();
      await test.close();
    },
  };
}

describe.each(testDialects())('the e-library on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createBooksTestApp>>;
  let tutor: UserRow;
  let student: UserRow;
  let token: string;
  let scratch: string;
  beforeEach(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'aula-disc-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));
  // One app per file; each test has a family of its own.
  beforeAll(async () => {
    t = await createBooksTestApp(dialect);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    tutor = await t.createUser('tutor');
    student = await t.createUser('student', { account_id: tutor.account_id, tutor_id: tutor.id });
    token = await t.tokenFor(student);
  });

  type Method = 'GET' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, payload?: object, lang = 'en', as = token) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { authorization: `Bearer ${as}`, 'accept-language': lang },
    });
  const list = async (query = '') => (await call('GET', `/books${query}`)).json<Books>().items;
  const titles = async (query = '') => (await list(query)).map((book) => book.title);

  describe('the bundled books', () => {
    it('lists every book by grade, then title, with its cover and no page read yet', async () => {
      const response = await call('GET', '/books');
      expect(response.statusCode).toBe(200);
      const items = response.json<Books>().items;
      expect(items.map((book) => [book.grade, book.title])).toEqual([
        [0, 'Rita espera la lluvia'],
        [0, 'Tiny Seed Waits'],
        [1, 'El cuaderno de la luna'],
        [1, 'Where Did My Shadow Go?'],
        [2, 'A Kite for Two'],
        [2, 'Una canción para Sofía'],
      ]);
      expect(items.find((book) => book.zip_file === KITE)).toEqual({
        diskname: DISK,
        zip_file: KITE,
        title: 'A Kite for Two',
        author: 'Aula Stories',
        language: 'en',
        grade: 2,
        level: 'Growing reader',
        summary: expect.stringContaining('Ruby’s kite') as unknown,
        page_count: 11,
        cover: expect.stringMatching(/^data:image\/svg\+xml;base64,/) as unknown,
        last_page: null,
      } satisfies Record<keyof Book, unknown>);
    });

    it('filters by language and grade; an empty filter is "all"', async () => {
      expect(await titles('?language=es')).toEqual([
        'Rita espera la lluvia',
        'El cuaderno de la luna',
        'Una canción para Sofía',
      ]);
      expect(await titles('?grade=1')).toEqual([
        'El cuaderno de la luna',
        'Where Did My Shadow Go?',
      ]);
      expect(await titles('?language=en&grade=0')).toEqual(['Tiny Seed Waits']);
      expect(await titles('?language=es&grade=12')).toEqual([]);
      expect(await titles('?language=&grade=')).toHaveLength(6);
    });

    it('refuses bad filters and names with a translated 400', async () => {
      for (const [url, message] of [
        ['/books?grade=13', 'El grado es un número entero de 0 (kínder) a 12'],
        ['/books?grade=one', 'El grado es un número entero de 0 (kínder) a 12'],
        ['/books?language=fr', 'Elige inglés o español'],
        [`/books/Aula/${KITE}`, 'El nombre del disco tiene letras minúsculas'],
        [`/books/..%2F..%2Fetc/${KITE}`, 'El nombre del disco tiene letras minúsculas'],
        [`/books/${DISK}/kite.txt`, 'El archivo del libro tiene letras minúsculas'],
        [`/books/${DISK}/..%2Fsecret.zip`, 'El archivo del libro tiene letras minúsculas'],
        [`/books/${DISK}/${'a'.repeat(101)}.zip`, 'El archivo del libro tiene letras minúsculas'],
        [`/books/${DISK}/${KITE}/pages/one`, 'La página es un número entero de 0 a 199'],
        [`/books/${DISK}/${KITE}/pages/-1`, 'La página es un número entero de 0 a 199'],
        [`/books/${DISK}/${KITE}/pages/200`, 'La página es un número entero de 0 a 199'],
      ] as const) {
        const response = await call('GET', url, undefined, 'es');
        expect(response.statusCode, url).toBe(400);
        expect(response.json<{ message: string }>().message, url).toContain(message);
      }
      const english = await call('GET', '/books?grade=13');
      expect(english.json()).toMatchObject({
        error: 'validation',
        message: 'The grade is a whole number from 0 (kindergarten) to 12',
      });
    });

    it('serves one book and its pages sanitized, pictures inlined, words for reading aloud', async () => {
      const book = await call('GET', `/books/${DISK}/${KITE}`);
      expect(book.statusCode).toBe(200);
      expect(book.json<Book>()).toMatchObject({ title: 'A Kite for Two', page_count: 11 });

      const first = await call('GET', `/books/${DISK}/${KITE}/pages/0`);
      expect(first.statusCode).toBe(200);
      const page = first.json<BookPage>();
      expect(page.page).toBe(0);
      expect(page.text).toBe(
        'Ruby loved windy days. Every Saturday, she flew her red kite on the hill in the park.',
      );
      expect(page.html).toMatch(
        /<img alt="A girl with a red ponytail[^"]*" src="data:image\/svg\+xml;base64,/,
      );
      expect(page.html).toContain('<p>Ruby loved windy days.');

      const last = await call('GET', `/books/${DISK}/${KITE}/pages/10`);
      expect(last.json<BookPage>().page).toBe(10);
    });

    it('answers 404 for an unknown disk, book or a page past the end', async () => {
      for (const url of [
        `/books/another-disk/${KITE}`,
        `/books/${DISK}/no-such-book.zip`,
        `/books/${DISK}/${KITE}/pages/11`,
        `/books/${DISK}/no-such-book.zip/pages/0`,
      ]) {
        const response = await call('GET', url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ error: 'not_found', message: 'Not found' });
      }
      expect((await call('PUT', `/books/${DISK}/${KITE}/reading`, { page: 11 })).statusCode).toBe(
        404,
      );
    });

    it('remembers the last page each student read, for them only', async () => {
      const saved = await call('PUT', `/books/${DISK}/${KITE}/reading`, { page: 3 });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ last_page: 3 });
      expect((await call('PUT', `/books/${DISK}/${KITE}/reading`, { page: 4 })).json()).toEqual({
        last_page: 4,
      });
      expect((await call('GET', `/books/${DISK}/${KITE}`)).json<Book>().last_page).toBe(4);
      expect((await list()).find((book) => book.zip_file === KITE)?.last_page).toBe(4);
      expect(
        (await list()).filter((book) => book.last_page !== null).map((book) => book.zip_file),
      ).toEqual([KITE]);

      const sibling = await t.createUser('student', {
        account_id: tutor.account_id,
        tutor_id: tutor.id,
      });
      const siblingToken = await t.tokenFor(sibling);
      const theirs = await call('GET', `/books/${DISK}/${KITE}`, undefined, 'en', siblingToken);
      expect(theirs.json<Book>().last_page).toBeNull();
    });

    it('refuses a bad page to remember with a translated 400', async () => {
      for (const payload of [{ page: -1 }, { page: 1.5 }, { page: '2' }, {}, { page: 200 }]) {
        const response = await call('PUT', `/books/${DISK}/${KITE}/reading`, payload, 'es');
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json<{ message: string }>().message).toBe(
          'La página es un número entero de 0 a 199',
        );
      }
    });

    it('is for students: none 401, tutors and the installer 403', async () => {
      const installer = await t.createUser('installer');
      for (const url of ['/books', `/books/${DISK}/${KITE}`, `/books/${DISK}/${KITE}/pages/0`]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
        expect((await call('GET', url, undefined, 'en', await t.tokenFor(tutor))).statusCode).toBe(
          403,
        );
        expect(
          (await call('GET', url, undefined, 'en', await t.tokenFor(installer))).statusCode,
        ).toBe(403);
      }
      expect(
        (
          await call(
            'PUT',
            `/books/${DISK}/${KITE}/reading`,
            { page: 1 },
            'en',
            await t.tokenFor(tutor),
          )
        ).statusCode,
      ).toBe(403);
    });

    it("deletes a student's readings with the student", async () => {
      await call('PUT', `/books/${DISK}/${KITE}/reading`, { page: 2 });
      const readings = () =>
        t.context.database.db
          .selectFrom('book_readings')
          .select('last_page')
          .where('student_id', '=', student.id)
          .execute();
      expect(await readings()).toHaveLength(1);
      const deleted = await call(
        'DELETE',
        `/students/${student.id}`,
        undefined,
        'en',
        await t.tokenFor(tutor),
      );
      expect(deleted.statusCode).toBe(204);
      expect(await readings()).toEqual([]);
    });
  });

  // These change where the library reads from (the read mode, the drive, DATA_DIR/library),
  // which is the installation's: each puts it back as it found it.
  describe('where the books are read from', () => {
    afterEach(async () => {
      await setReadMode(t.context.database.db, READ_MODES.local);
      t.context.env.LIBRARY_DISC_DIR = undefined;
      rmSync(join(t.context.env.DATA_DIR, 'library'), { recursive: true, force: true });
    });

    it('in external-disk mode asks for the e-library CD until one is in the drive', async () => {
      await setReadMode(t.context.database.db, READ_MODES.external);
      const urls = ['/books', `/books/${DISK}/${KITE}`, `/books/${DISK}/${KITE}/pages/0`];
      const expectDiscMissing = async () => {
        for (const url of urls) {
          const english = await call('GET', url);
          expect(english.statusCode, url).toBe(409);
          expect(english.json()).toEqual({
            error: 'library_disc_missing',
            message: 'Upss. Insert the e-library CD to continue.',
          });
        }
        expect((await call('GET', '/books', undefined, 'es')).json()).toEqual({
          error: 'library_disc_missing',
          message: 'Upss. Inserta el CD de la biblioteca electrónica para continuar.',
        });
        expect((await call('PUT', `/books/${DISK}/${KITE}/reading`, { page: 1 })).statusCode).toBe(
          409,
        );
      };

      // No LIBRARY_DISC_DIR, a folder that is not there, and a drive with no disk in it.
      await expectDiscMissing();
      t.context.env.LIBRARY_DISC_DIR = join(scratch, 'not-mounted');
      await expectDiscMissing();
      t.context.env.LIBRARY_DISC_DIR = scratch;
      mkdirSync(join(scratch, 'Not A Disk'));
      await expectDiscMissing();

      // A disc with one disk: only its books, not the local ones.
      cpSync(join(libraryDir, DISK, KITE), join(scratch, 'cd-2026', 'kite.zip'));
      expect((await list()).map((book) => [book.diskname, book.zip_file])).toEqual([
        ['cd-2026', 'kite.zip'],
      ]);
      expect((await call('GET', `/books/${DISK}/${KITE}`)).statusCode).toBe(404);
      expect((await call('GET', '/books/cd-2026/kite.zip/pages/1')).statusCode).toBe(200);
      expect((await call('PUT', '/books/cd-2026/kite.zip/reading', { page: 2 })).statusCode).toBe(
        200,
      );

      // Back on the local disk, the disc's books are gone and the bundled ones are back.
      await setReadMode(t.context.database.db, READ_MODES.local);
      expect(await list()).toHaveLength(6);
    });

    it('on the local disk also reads disks added in DATA_DIR/library, and skips broken books', async () => {
      const added = join(t.context.env.DATA_DIR, 'library', 'school-books');
      mkdirSync(added, { recursive: true });
      cpSync(join(libraryDir, DISK, 'en-tiny-seed-waits.zip'), join(added, 'seed.zip'));
      writeFileSync(join(added, 'broken.zip'), 'not a zip');
      writeFileSync(join(added, 'Notes.zip'), 'a name the library never reads');

      const books = await list('?language=en&grade=0');
      expect(books.map((book) => `${book.diskname}/${book.zip_file}`)).toEqual([
        `${DISK}/en-tiny-seed-waits.zip`,
        'school-books/seed.zip',
      ]);
      expect(await list()).toHaveLength(7);
      expect((await call('GET', '/books/school-books/broken.zip')).statusCode).toBe(404);
      expect((await call('GET', '/books/school-books/seed.zip/pages/8')).statusCode).toBe(200);
    });

    it('reads a book again when its zip is replaced', async () => {
      const added = join(t.context.env.DATA_DIR, 'library', 'school-books');
      mkdirSync(added, { recursive: true });
      const path = join(added, 'swap.zip');
      cpSync(join(libraryDir, DISK, 'en-tiny-seed-waits.zip'), path);
      expect((await call('GET', '/books/school-books/swap.zip')).json<Book>().title).toBe(
        'Tiny Seed Waits',
      );
      cpSync(join(libraryDir, DISK, KITE), path);
      utimesSync(path, new Date(), new Date(Date.now() + 5_000));
      expect((await call('GET', '/books/school-books/swap.zip')).json<Book>().title).toBe(
        'A Kite for Two',
      );
    });
  });
});
