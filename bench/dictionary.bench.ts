// The dictionary service under 50 concurrent clients: word look-ups, prefix suggestions (search
// as you type) and spelling checks in English and Spanish, against a bare Fastify route in the
// same run. Goal: p99 under 20 ms for each.
// Last, and apart, Hunspell's own suggestion search: misspellings from a list longer than the
// spelling cache, each request a different word. That search costs milliseconds of CPU per
// word, so it is printed for the record, not held to the 20 ms goal.
import type { Measurement, Target } from './support/measure';
import {
  measure,
  measureInTurns,
  meetsP99Goal,
  printWithRatios,
  startBenchServer,
} from './support/measure';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const P99_GOAL_MS = 20;

const ENGLISH_WORDS = ['tree', 'river', 'planet', 'number', 'happy', 'garden', 'quickly', 'bridge'];
const SPANISH_WORDS = ['árbol', 'casa', 'sumar', 'escuela', 'perro', 'agua', 'fracción', 'libro'];

/** Every way to misspell a word by one swapped, dropped, doubled or changed letter. */
function oneEditAway(word: string): string[] {
  const variants: string[] = [];
  for (let index = 0; index < word.length; index += 1) {
    variants.push(word.slice(0, index) + word.slice(index + 1));
    variants.push(word.slice(0, index + 1) + word[index] + word.slice(index + 1));
    if (index + 1 < word.length)
      variants.push(word.slice(0, index) + word[index + 1] + word[index] + word.slice(index + 2));
    for (const letter of 'aeioulnrst')
      variants.push(word.slice(0, index) + letter + word.slice(index + 1));
  }
  return variants;
}

/**
 * Misspellings one and two edits away from the words, more of them than the spelling cache
 * holds (10,000 per language), in a fixed shuffled order.
 */
function misspellings(words: string[], count = 25_000): string[] {
  const variants = new Set<string>();
  for (const word of words)
    for (const once of oneEditAway(word)) {
      variants.add(once);
      for (const twice of oneEditAway(once)) variants.add(twice);
    }
  for (const word of words) variants.delete(word);
  const list = [...variants];
  let state = 42;
  for (let index = list.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const pick = state % (index + 1);
    [list[index], list[pick]] = [list[pick]!, list[index]!];
  }
  return list.slice(0, count);
}

/** Endless paths, one after another from the list. */
function cycle(paths: string[]): () => string {
  let next = 0;
  return () => {
    const path = paths[next % paths.length]!;
    next += 1;
    return path;
  };
}

const server = await startBenchServer({ BENCH_DICTIONARY: '1' });
let allMet = true;
try {
  const origin = `http://127.0.0.1:${server.dictionaryPort}`;
  const headers = { authorization: `Bearer ${server.token}` };
  const path = (route: string, words: string[], lang: string) =>
    words.map((word) => `/v1/${route}${encodeURIComponent(word)}&lang=${lang}`);
  const englishMisspellings = misspellings([...ENGLISH_WORDS, 'elephant', 'beautiful']);
  const spanishMisspellings = misspellings([...SPANISH_WORDS, 'mariposa', 'escuela']);
  const targets: Record<string, Target> = {
    'bare Fastify route': { url: `http://127.0.0.1:${server.barePort}/bare`, headers: {} },
    'GET /v1/words/{word} en': {
      url: origin,
      headers,
      nextPath: cycle(ENGLISH_WORDS.map((word) => `/v1/words/${word}?lang=en`)),
    },
    'GET /v1/words/{word} es': {
      url: origin,
      headers,
      nextPath: cycle(SPANISH_WORDS.map((word) => `/v1/words/${encodeURIComponent(word)}?lang=es`)),
    },
    'GET /v1/suggest?prefix= en': {
      url: origin,
      headers,
      nextPath: cycle(path('suggest?prefix=', ['a', 'el', 'pla', 'ri', 'qu', 'ga', 'br'], 'en')),
    },
    'GET /v1/suggest?prefix= es': {
      url: origin,
      headers,
      nextPath: cycle(path('suggest?prefix=', ['a', 'ca', 'es', 'fra', 'ma', 'pe', 'lib'], 'es')),
    },
    // Words as children type them, right or misspelled the usual ways (the cache's case).
    'GET /v1/spell en': {
      url: origin,
      headers,
      nextPath: cycle(
        path('spell?word=', [...ENGLISH_WORDS, 'elefant', 'beutiful', 'runing', 'tre'], 'en'),
      ),
    },
    'GET /v1/spell es': {
      url: origin,
      headers,
      nextPath: cycle(
        path('spell?word=', [...SPANISH_WORDS, 'arbol', 'mariposs', 'escuel', 'agu'], 'es'),
      ),
    },
  };
  const uncached: typeof targets = {
    'GET /v1/spell, uncached misspellings, en': {
      url: origin,
      headers,
      nextPath: cycle(path('spell?word=', englishMisspellings, 'en')),
    },
    'GET /v1/spell, uncached misspellings, es': {
      url: origin,
      headers,
      nextPath: cycle(path('spell?word=', spanishMisspellings, 'es')),
    },
  };
  const medians = await measureInTurns(targets, { connections, seconds, rounds });
  console.log(
    `\nDictionary service: ${connections} connections, median of ${rounds} × ${seconds} s`,
  );
  printWithRatios(medians);
  allMet = meetsP99Goal(
    medians,
    Object.keys(medians).filter((name) => name !== 'bare Fastify route'),
    P99_GOAL_MS,
  );

  console.log(
    `\nHunspell's suggestion search, every word new to the cache (for the record): ` +
      `${englishMisspellings.length} English and ${spanishMisspellings.length} Spanish ` +
      `misspellings one or two letters off; the cache keeps 10,000 per language`,
  );
  const searched: Record<string, Measurement> = {};
  for (const [name, target] of Object.entries(uncached))
    searched[name] = await measure(target.url, { connections, seconds, ...target });
  console.table(searched);
} finally {
  server.stop();
}
process.exitCode = allMet ? 0 : 1;
