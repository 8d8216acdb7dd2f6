import nspell from 'nspell';
import { SPELLING_SUGGESTIONS_MAX } from '@aula/shared';
import { LruCache } from '../../platform/lru-cache';
import { foldWord } from './fold-word';

type Hunspell = ReturnType<typeof nspell>;
type Check = { correct: boolean; suggestions: string[] };

/**
 * Hunspell looks for suggestions by trying edits of the word, which takes tens of
 * milliseconds for a long one: longer words get none (no child's word is this long).
 */
const SUGGESTIONS_MAX_WORD_LENGTH = 30;

/**
 * Hunspell spelling for one language. A phrase is checked word by word; the suggestions are
 * for its first misspelled word, each given back inside the phrase ("ice crem" → "ice cream").
 * Answers are kept for the most recent phrases, since children misspell the same words.
 */
export class Speller {
  private readonly hunspell: Hunspell;
  private readonly recent = new LruCache<string, Check>(10_000);

  constructor(dictionary: { aff: Uint8Array; dic: Uint8Array }) {
    this.hunspell = nspell(Buffer.from(dictionary.aff), Buffer.from(dictionary.dic));
    // The first search for suggestions compiles Hunspell's code paths: pay for it at start.
    this.hunspell.suggest('warmup');
  }

  check(phrase: string): Check {
    let answer = this.recent.get(phrase);
    if (!answer) {
      answer = this.checkNow(phrase);
      this.recent.set(phrase, answer);
    }
    return { correct: answer.correct, suggestions: [...answer.suggestions] };
  }

  private checkNow(phrase: string): Check {
    const words = phrase.split(/([ .-]+)/);
    const wrong = words.findIndex((part, index) => index % 2 === 0 && !this.correct(part));
    if (wrong === -1) return { correct: true, suggestions: [] };
    const misspelled = words[wrong]!;
    // Both dictionaries spell with the Latin alphabet: a word in another cannot be corrected
    // into one of theirs, and searching costs Hunspell ten times as long.
    if (misspelled.length > SUGGESTIONS_MAX_WORD_LENGTH || !/\p{Script=Latin}/u.test(misspelled))
      return { correct: false, suggestions: [] };
    // A word only missing its accents ("arbol") is fixed first: that is what the child meant.
    const folded = foldWord(misspelled);
    const suggestions = this.hunspell
      .suggest(misspelled)
      .map((suggestion, order) => ({
        suggestion,
        order,
        sameLetters: foldWord(suggestion) === folded,
      }))
      .sort((a, b) => Number(b.sameLetters) - Number(a.sameLetters) || a.order - b.order)
      .slice(0, SPELLING_SUGGESTIONS_MAX)
      .map(({ suggestion }) => words.with(wrong, suggestion).join(''));
    return { correct: false, suggestions };
  }

  private correct(word: string): boolean {
    // Hunspell knows "don't" with a straight apostrophe; phones type the curly one.
    return word === '' || this.hunspell.correct(word.replaceAll('’', "'"));
  }
}
