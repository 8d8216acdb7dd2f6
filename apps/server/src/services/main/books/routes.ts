import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Book } from '@aula/shared';
import { bookEndpoints } from '@aula/shared';
import { renderBookPage } from '@aula/content';
import { readModeOf } from '../../../content/read-mode';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { notFound } from '../../../platform/errors';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { bookKeyOf, BookReadingsRepository } from './book-readings-repository';
import type { LibraryBook } from './library';
import { Library, pictureAlt } from './library';

const byTitle = new Intl.Collator(['en', 'es'], { sensitivity: 'base', numeric: true });

function bookOf(book: LibraryBook, lastPage: number | null | undefined): Book {
  const { manifest } = book;
  const pageCount = manifest.pages.length;
  return {
    diskname: book.diskname,
    zip_file: book.zip_file,
    title: manifest.title,
    author: manifest.author,
    language: manifest.language,
    grade: manifest.grade,
    level: manifest.level,
    summary: manifest.summary,
    page_count: pageCount,
    cover: book.cover,
    // A book replaced by a shorter edition opens on its last page, not past it.
    last_page:
      lastPage === null || lastPage === undefined ? null : Math.min(lastPage, pageCount - 1),
  };
}

/**
 * The e-library (students only: `read Book`): the books of the disks of the current read mode, one
 * book, one page of it, and the page the student last read. In external-disk mode without the disc
 * every call answers 409 library_disc_missing with the text of
 * docs/product-rules.md#texts-the-product-must-show.
 */
export function booksRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const library = new Library(context.env, context.bundledLibraryDir, (message) =>
      app.log.warn(message),
    );
    const readings = new BookReadingsRepository(context.database.db, context.now);
    const readMode = () => readModeOf(context.database.db);
    const common = {
      ...bearerSecurity,
      tags: ['books'],
    };
    const guard = { preValidation: [app.authenticate, requireAbility('read', 'Book')] };

    app.route({
      ...endpointRoute(bookEndpoints.list, {
        ...common,
        summary: 'The e-library: books of the current read mode, by grade then title',
        errors: errorResponses(400, 401, 403, 409),
      }),
      ...guard,
      handler: async (request) => {
        const { language, grade } = request.query;
        const student = signedInUser(request).row;
        const books = (await library.books(await readMode())).filter(
          (book) =>
            (language === undefined || book.manifest.language === language) &&
            (grade === undefined || book.manifest.grade === grade),
        );
        const lastPages = await readings.lastPagesOf(student.id);
        const items = books
          .map((book) => bookOf(book, lastPages.get(bookKeyOf(book))))
          .sort(
            (a, b) =>
              a.grade - b.grade ||
              byTitle.compare(a.title, b.title) ||
              bookKeyOf(a).localeCompare(bookKeyOf(b)),
          );
        return { items };
      },
    });

    app.route({
      ...endpointRoute(bookEndpoints.get, {
        ...common,
        summary: 'One book, with the page the student last read',
        errors: errorResponses(400, 401, 403, 404, 409),
      }),
      ...guard,
      handler: async (request) => {
        const book = await library.book(await readMode(), request.params);
        const student = signedInUser(request).row;
        return bookOf(book, await readings.lastPageOf(student.id, request.params));
      },
    });

    app.route({
      ...endpointRoute(bookEndpoints.page, {
        ...common,
        summary: 'One page (0-based): sanitized HTML with its pictures inlined, and its words',
        errors: errorResponses(400, 401, 403, 404, 409),
      }),
      ...guard,
      handler: async (request, reply) => {
        const { page, ...key } = request.params;
        const book = await library.book(await readMode(), key);
        if (page >= book.manifest.pages.length) throw notFound();
        const opened = await library.open(book);
        try {
          const rendered = await renderBookPage(
            opened,
            page,
            pictureAlt(book.manifest.language, book.manifest.title, page + 1),
          );
          // The page of a given zip never changes; the browser may keep it for a while.
          void reply.header('cache-control', 'private, max-age=300');
          return { page, ...rendered };
        } finally {
          opened.close();
        }
      },
    });

    app.route({
      ...endpointRoute(bookEndpoints.saveReading, {
        ...common,
        summary: 'Remember the page (0-based) the student turned to, to reopen the book there',
        errors: errorResponses(400, 401, 403, 404, 409),
      }),
      ...guard,
      handler: async (request) => {
        const book = await library.book(await readMode(), request.params);
        const { page } = request.body;
        if (page >= book.manifest.pages.length) throw notFound();
        await readings.save(signedInUser(request).row.id, request.params, page);
        return { last_page: page };
      },
    });
  };
}
