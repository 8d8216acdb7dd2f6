import type { Language } from '@aula/shared';
import { SpanishWords } from './spanish-words';
import { Speller } from './spelling';
import { WordNet } from './wordnet';

/** Everything the dictionary service answers from, in memory. */
export interface Dictionaries {
  english: WordNet;
  spanish: SpanishWords;
  spelling: Record<Language, Speller>;
  /** How long loading took and how much heap it kept, for the start-up log. */
  loaded: { milliseconds: number; heapMegabytes: number };
}

async function load(): Promise<Dictionaries> {
  const started = performance.now();
  const heapBefore = process.memoryUsage().heapUsed;
  const [{ default: englishHunspell }, { default: spanishHunspell }] = await Promise.all([
    import('dictionary-en'),
    import('dictionary-es'),
  ]);
  const dictionaries = {
    english: new WordNet(),
    spanish: new SpanishWords(),
    spelling: { en: new Speller(englishHunspell), es: new Speller(spanishHunspell) },
  };
  return {
    ...dictionaries,
    loaded: {
      milliseconds: Math.round(performance.now() - started),
      heapMegabytes: Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e6),
    },
  };
}

let loading: Promise<Dictionaries> | undefined;

/**
 * The dictionaries, read from disk once per process (about two seconds, most of it the Spanish Hunspell dictionary) and shared
 * by every copy of the service in it: never per request.
 */
export function loadDictionaries(): Promise<Dictionaries> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
