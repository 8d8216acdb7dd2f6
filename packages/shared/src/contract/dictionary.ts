import {
  glossaryQuerySchema,
  glossarySchema,
  spellingSchema,
  spellQuerySchema,
  suggestQuerySchema,
  wordDefinitionSchema,
  wordParamsSchema,
  wordQuerySchema,
  wordSuggestionsSchema,
} from '../schemas/dictionary';
import { defineEndpoint } from './endpoint';

/** The spelling-helper dictionary: spelling, definitions, search as you type, the glossary. */
export const dictionaryEndpoints = {
  spell: defineEndpoint({
    service: 'dictionary',
    method: 'GET',
    path: '/v1/spell',
    query: spellQuerySchema,
    status: 200,
    response: spellingSchema,
  }),
  word: defineEndpoint({
    service: 'dictionary',
    method: 'GET',
    path: '/v1/words/:word',
    params: wordParamsSchema,
    query: wordQuerySchema,
    status: 200,
    response: wordDefinitionSchema,
  }),
  suggest: defineEndpoint({
    service: 'dictionary',
    method: 'GET',
    path: '/v1/suggest',
    query: suggestQuerySchema,
    status: 200,
    response: wordSuggestionsSchema,
  }),
  glossary: defineEndpoint({
    service: 'dictionary',
    method: 'GET',
    path: '/v1/glossary',
    query: glossaryQuerySchema,
    status: 200,
    response: glossarySchema,
  }),
};
