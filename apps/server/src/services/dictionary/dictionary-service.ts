import type { ServiceContext } from '../../platform/context';
import { createService } from '../../platform/create-service';

/** The dictionary service (:3002, /v1/): spelling help, definitions and the glossary. */
export async function createDictionaryService(context: ServiceContext) {
  return createService(context, {
    title: 'Aula dictionary service',
    description: 'Spelling helper dictionary and glossary under /v1/.',
  });
}
