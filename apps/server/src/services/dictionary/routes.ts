import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dictionaryEndpoints, LANGUAGES, PREFIX_SUGGESTIONS_MAX } from '@aula/shared';
import type { Language } from '@aula/shared';
import { requireAbility } from '../../platform/auth';
import type { ServiceContext } from '../../domain/service-context';
import { endpointRoute } from '../../platform/endpoint-schema';
import { notFound } from '../../platform/errors';
import { bearerSecurity, errorResponses } from '../../platform/route-schemas';
import type { Dictionaries } from './dictionaries';
import { GlossaryRepository } from './glossary-repository';
import { foldWord } from './fold-word';

function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The spelling-helper dictionary (docs/product-rules.md#dictionary-service): spelling, definitions,
 * search as you type and the lessons' glossary. A `lang` query names the language; without one the
 * request's Accept-Language decides, and it also decides the language of error messages.
 */
export function dictionaryRoutes(
  context: ServiceContext,
  dictionaries: Dictionaries,
): FastifyPluginAsyncZod {
  return async (app) => {
    const glossary = new GlossaryRepository(context.database.db);
    const reading = [app.authenticate, requireAbility('read', 'Dictionary')];
    const common = { ...bearerSecurity, tags: ['dictionary'] };

    // The named language wins for the whole answer, error messages included.
    app.addHook('onRequest', async (request) => {
      const { lang } = request.query as { lang?: unknown };
      if (isLanguage(lang)) request.language = lang;
    });

    app.route({
      ...endpointRoute(dictionaryEndpoints.spell, {
        ...common,
        summary: 'Is a word spelled right, and up to 8 suggestions when it is not',
        errors: errorResponses(400, 401, 403),
      }),
      preValidation: reading,
      handler: async (request) => {
        const { word } = request.query;
        return { word, ...dictionaries.spelling[request.language].check(word) };
      },
    });

    app.route({
      ...endpointRoute(dictionaryEndpoints.word, {
        ...common,
        summary: "A word's definitions with part of speech and an example; 404 when unknown",
        errors: errorResponses(400, 401, 403, 404),
      }),
      preValidation: reading,
      handler: async (request) => {
        const lang = request.language;
        const found =
          lang === 'es'
            ? dictionaries.spanish.lookup(request.params.word)
            : dictionaries.english.lookup(request.params.word);
        if (!found) throw notFound();
        return { word: found.word, lang, entries: found.entries };
      },
    });

    app.route({
      ...endpointRoute(dictionaryEndpoints.suggest, {
        ...common,
        summary: 'Up to 10 words starting with a prefix, most common and shortest first',
        errors: errorResponses(400, 401, 403),
      }),
      preValidation: reading,
      handler: async (request) => {
        const { prefix } = request.query;
        const items =
          request.language === 'es'
            ? dictionaries.spanish.prefixes.find(foldWord(prefix), PREFIX_SUGGESTIONS_MAX)
            : dictionaries.english.prefixes.find(prefix.toLowerCase(), PREFIX_SUGGESTIONS_MAX);
        return { items };
      },
    });

    app.route({
      ...endpointRoute(dictionaryEndpoints.glossary, {
        ...common,
        summary: "The lessons' glossary terms, by subject and text, with the lessons using each",
        errors: errorResponses(400, 401, 403),
      }),
      preValidation: reading,
      handler: async (request) => {
        const { grade_id, subject_id, q } = request.query;
        const items = await glossary.search(
          { gradeId: grade_id, subjectId: subject_id, text: q },
          request.language,
        );
        return { items };
      },
    });
  };
}
