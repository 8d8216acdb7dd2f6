import type { ServiceContext } from '../../domain/service-context';
import { createService } from '../../platform/create-service';
import { findUser } from '../../domain/users/find-user';
import { loadDictionaries } from './dictionaries';
import { dictionaryRoutes } from './routes';

/** The dictionary service (:3002, /v1/): spelling help, definitions and the glossary. */
export async function createDictionaryService(context: ServiceContext) {
  const app = await createService(context, {
    findUser: findUser(context),
    title: 'Aula dictionary service',
    description: 'Spelling helper dictionary and glossary under /v1/.',
    // A word in the path may be 64 letters, each up to 12 characters once percent-encoded.
    maxParamLength: 1024,
  });
  // Loaded before the service listens, once per process; requests only read them.
  const dictionaries = await loadDictionaries();
  app.log.info(dictionaries.loaded, 'dictionaries loaded');
  await app.register(dictionaryRoutes(context, dictionaries));
  return app;
}
