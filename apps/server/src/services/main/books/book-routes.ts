import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookEndpoints } from '@aula/shared';
import type { ReadMode } from '../../../content/read-mode';
import { requireAbility, signedInUser } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { errorResponses } from '../../../platform/route-schemas';
import type { BookReadingsRepository } from './book-readings-repository';
import { bookOf } from './book-view';
import { booksDocs } from './books-docs';
import type { Library } from './library';

export interface BookRoutesDeps {
  library: Library;
  readings: BookReadingsRepository;
  readMode: () => Promise<ReadMode>;
}

/** `/books/:diskname/:zip_file`: one book. */
export function bookRoutes({ library, readings, readMode }: BookRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(bookEndpoints.get, {
        ...booksDocs,
        summary: 'One book, with the page the student last read',
        errors: errorResponses(400, 401, 403, 404, 409),
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Book')],
      handler: async (request) => {
        const book = await library.book(await readMode(), request.params);
        const student = signedInUser(request).row;
        return bookOf(book, await readings.lastPageOf(student.id, request.params));
      },
    });
  };
}
