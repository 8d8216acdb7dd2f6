import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language } from '@aula/shared';
import { LANGUAGES } from '@aula/shared';
import type { ServiceContext } from '../../../domain/service-context';
import { answerKeyRoutes } from './answer-key-routes';
import { TutorSettingsRepository } from './tutor-settings-repository';
import { WorksheetRepository } from './worksheet-repository';
import type { WorksheetRouteDeps } from './worksheet-route-deps';
import { worksheetRoutes } from './worksheet-routes';
import { worksheetSettingsRoutes } from './worksheet-settings-routes';

function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * Worksheets by grade and subject (printable PDFs of fresh questions, and their answer keys),
 * and the tutor's switch that lets their students print them.
 */
export function worksheetsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const deps: WorksheetRouteDeps = {
      context,
      worksheets: new WorksheetRepository(context.database.db, context.questionPictures),
      settings: new TutorSettingsRepository(context.database.db, context.now),
    };

    // A `lang` query names the language of the sheet and of its error messages alike.
    app.addHook('onRequest', async (request) => {
      const { lang } = request.query as { lang?: unknown };
      if (isLanguage(lang)) request.language = lang;
    });

    await app.register(worksheetSettingsRoutes(deps));
    await app.register(worksheetRoutes(deps));
    await app.register(answerKeyRoutes(deps));
  };
}
