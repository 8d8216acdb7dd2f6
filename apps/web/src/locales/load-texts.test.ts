import { describe, expect, it } from 'vitest';
import { loadTexts } from './load-texts';
import { NAMESPACES, resources } from './resources';

describe('loading one language and namespace on demand', () => {
  it.each(['en', 'es'] as const)(
    'finds every namespace of %s in its own file',
    async (language) => {
      for (const namespace of NAMESPACES)
        expect(await loadTexts(language, namespace), namespace).toEqual(
          resources[language][namespace],
        );
    },
  );

  it('refuses a namespace or language that has no file', async () => {
    await expect(loadTexts('en', 'nowhere')).rejects.toThrow('No texts for en/nowhere');
    await expect(loadTexts('fr', 'common')).rejects.toThrow('No texts for fr/common');
  });
});
