import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookEndpoints } from '@aula/shared';
import { renderBookPage } from '@aula/content';
import type { ReadMode } from '../../../content/read-mode';
import { requireAbility } from '../../../platform/auth';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { notFound } from '../../../platform/errors';
import { errorResponses } from '../../../platform/route-schemas';
import { booksDocs } from './books-docs';
import type { Library } from './library';
import { pictureAlt } from './library';

export interface BookPageRoutesDeps {
  library: Library;
  readMode: () => Promise<ReadMode>;
}

/** `/books/:diskname/:zip_file/pages/:page`: one page of a book, ready to show. */
export function bookPageRoutes({ library, readMode }: BookPageRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(bookEndpoints.page, {
        ...booksDocs,
        summary: 'One page (0-based): sanitized HTML with its pictures inlined, and its words',
        errors: errorResponses(400, 401, 403, 404, 409),
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Book')],
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
  };
}
