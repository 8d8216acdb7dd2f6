import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SPANISH_DICTIONARY_DIR } from '@aula/content';
import { dictionaryEntrySchema } from '@aula/shared';
import type { DictionaryEntry } from '@aula/shared';
import { foldWord } from './fold-word';
import { PrefixIndex } from './prefix-index';

const wordListSchema = z.array(
  z.object({ word: z.string().min(1), entries: z.array(dictionaryEntrySchema).min(1) }),
);

/**
 * The child-friendly Spanish dictionary. A word is found as written (ignoring case), or typed
 * without its accents when exactly one headword reads that way: "arbol" finds "árbol", while
 * "papa" stays "papa" and never turns into "papá".
 */
export class SpanishWords {
  private readonly byWord = new Map<string, { word: string; entries: DictionaryEntry[] }>();
  /** Folded spelling → the headword, or null when two headwords fold alike. */
  private readonly byFolded = new Map<string, string | null>();
  readonly prefixes: PrefixIndex;

  constructor(dir: string = SPANISH_DICTIONARY_DIR) {
    // Common words rank before words only the glossary has; files are read in name order so
    // the result never depends on the file system.
    const common = new Set<string>();
    for (const file of readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()) {
      const list = wordListSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      for (const { word, entries } of list) {
        const headword = word.trim().normalize('NFC');
        const key = headword.toLocaleLowerCase('es');
        const known = this.byWord.get(key);
        if (known) {
          for (const entry of entries) {
            if (!known.entries.some((seen) => seen.definition === entry.definition))
              known.entries.push(entry);
          }
        } else {
          this.byWord.set(key, { word: headword, entries: [...entries] });
        }
        if (file.startsWith('common-')) common.add(key);
      }
    }
    for (const key of this.byWord.keys()) {
      const folded = foldWord(key);
      this.byFolded.set(folded, this.byFolded.has(folded) ? null : key);
    }
    this.prefixes = new PrefixIndex(
      [...this.byWord].map(([key, { word }]) => ({
        word,
        key: foldWord(key),
        rank: common.has(key) ? 0 : 1,
      })),
    );
  }

  get wordCount(): number {
    return this.byWord.size;
  }

  lookup(word: string): { word: string; entries: DictionaryEntry[] } | null {
    const exact = this.byWord.get(word.toLocaleLowerCase('es'));
    if (exact) return exact;
    const headword = this.byFolded.get(foldWord(word));
    return headword ? this.byWord.get(headword)! : null;
  }
}
