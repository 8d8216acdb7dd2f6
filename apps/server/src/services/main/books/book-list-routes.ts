import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookEndpoints } from '@aula/shared';
import type { ReadMode } from '../../../content/read-mode';
import { requireAbility, signedInUser } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { errorResponses } from '../../../platform/route-schemas';
import type { BookReadingsRepository } from './book-readings-repository';
import { bookKeyOf } from './book-readings-repository';
import { bookOf } from './book-view';
import { booksDocs } from './books-docs';
import type { Library } from './library';

const byTitle = new Intl.Collator(['en', 'es'], { sensitivity: 'base', numeric: true });

export interface BookListRoutesDeps {
  library: Library;
  readings: BookReadingsRepository;
  readMode: () => Promise<ReadMode>;
}

/** `/books`: the books of the current read mode's disks. */
export function bookListRoutes({
  library,
  readings,
  readMode,
}: BookListRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(bookEndpoints.list, {
        ...booksDocs,
        summary: 'The e-library: books of the current read mode, by grade then title',
        errors: errorResponses(400, 401, 403, 409),
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Book')],
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
  };
}
