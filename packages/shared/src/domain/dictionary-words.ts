/*
 * What the dictionary accepts as a word: its limits and the check both the service and the
 * web app run (the app before it asks). Apart from the schemas, so a screen can check a word
 * without loading them.
 */

/** The longest word or prefix the dictionary service accepts (characters, after trimming). */
export const DICTIONARY_WORD_MAX_LENGTH = 64;
/** At most this many spelling suggestions for a misspelled word. */
export const SPELLING_SUGGESTIONS_MAX = 8;
/** At most this many prefix suggestions (search as you type). */
export const PREFIX_SUGGESTIONS_MAX = 10;
/** At most this many glossary terms in one answer. */
export const GLOSSARY_ITEMS_MAX = 200;

/** Letters and the few marks that occur inside words: "ice cream", "well-being", "o'clock". */
const wordCharacters = /^[\p{L}\p{M} '’.-]+$/u;
const controlCharacters = /[\p{Cc}\p{Cf}]/u;
/** The scripts a child's keyboard may type; a word mixing two of them is a typo or a trick. */
const scripts = [
  /\p{Script=Latin}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Arabic}/u,
  /\p{Script=Hebrew}/u,
  /\p{Script=Han}/u,
  /\p{Script=Hiragana}/u,
  /\p{Script=Katakana}/u,
  /\p{Script=Hangul}/u,
  /\p{Script=Devanagari}/u,
  /\p{Script=Thai}/u,
];

function scriptOf(letter: string): number {
  const index = scripts.findIndex((script) => script.test(letter));
  return index === -1 ? scripts.length : index;
}

/**
 * What is wrong with a typed word, as a message key, or null when it can be looked up. The web
 * app checks with the same function before it asks the service.
 */
export function dictionaryWordProblem(typed: string): string | null {
  if (controlCharacters.test(typed)) return 'validation.word.controlCharacters';
  const word = typed.trim().normalize('NFC');
  if (!word) return 'validation.word.required';
  if ([...word].length > DICTIONARY_WORD_MAX_LENGTH) return 'validation.word.tooLong';
  const letters = word.match(/\p{L}/gu);
  if (!letters) return 'validation.word.noLetters';
  if (!wordCharacters.test(word)) return 'validation.word.invalidCharacters';
  if (new Set(letters.map(scriptOf)).size > 1) return 'validation.word.mixedScripts';
  return null;
}
