import type { DialectName } from '@aula/db';
import { createDictionaryService } from '../services/dictionary/dictionary-service';
import { createCatalogueTestApp } from './catalogue-app';

/**
 * The dictionary service beside the main and activity services, over one fresh database with
 * the sample pack (and its glossary) installed. The dictionaries themselves load once per
 * test file, however many of these a file builds.
 */
export async function createDictionaryTestApp(dialect: DialectName) {
  const t = await createCatalogueTestApp(dialect);
  const dictionary = await createDictionaryService(t.context);
  await dictionary.ready();
  return {
    ...t,
    dictionary,
    async close() {
      await dictionary.close();
      await t.close();
    },
  };
}

export type DictionaryTestApp = Awaited<ReturnType<typeof createDictionaryTestApp>>;
