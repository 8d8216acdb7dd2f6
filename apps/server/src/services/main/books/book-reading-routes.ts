import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookEndpoints } from '@aula/shared';
import type { ReadMode } from '../../../content/read-mode';
import { requireAbility, signedInUser } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { notFound } from '../../../platform/errors';
import { errorResponses } from '../../../platform/route-schemas';
import type { BookReadingsRepository } from './book-readings-repository';
import { booksDocs } from './books-docs';
import type { Library } from './library';

export interface BookReadingRoutesDeps {
  library: Library;
  readings: BookReadingsRepository;
  readMode: () => Promise<ReadMode>;
}

/** `/books/:diskname/:zip_file/reading`: the page the student is reading, to reopen it there. */
export function bookReadingRoutes({
  library,
  readings,
  readMode,
}: BookReadingRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(bookEndpoints.saveReading, {
        ...booksDocs,
        summary: 'Remember the page (0-based) the student turned to, to reopen the book there',
        errors: errorResponses(400, 401, 403, 404, 409),
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Book')],
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
