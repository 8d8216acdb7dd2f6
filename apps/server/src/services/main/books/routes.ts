import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readModeOf } from '../../../content/read-mode';
import type { ServiceContext } from '../../../domain/service-context';
import { bookListRoutes } from './book-list-routes';
import { bookPageRoutes } from './book-page-routes';
import { bookReadingRoutes } from './book-reading-routes';
import { BookReadingsRepository } from './book-readings-repository';
import { bookRoutes } from './book-routes';
import { Library } from './library';

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
    await app.register(bookListRoutes({ library, readings, readMode }));
    await app.register(bookRoutes({ library, readings, readMode }));
    await app.register(bookPageRoutes({ library, readMode }));
    await app.register(bookReadingRoutes({ library, readings, readMode }));
  };
}
