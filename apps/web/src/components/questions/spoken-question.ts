import type { Language, PublicEntry, PublicItem } from '@aula/shared';
import { asSentences } from '../../lib/read-aloud';
import { sentenceParts } from './sentence-parts';

/** A dropdown sentence as it is said: each blank is the word for a blank ("blank"). */
export function spokenSentence(sentence: string, blankWord: string): string {
  return sentenceParts(sentence)
    .map((part) => ('text' in part ? part.text : ` ${blankWord} `))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?…])/gu, '$1')
    .trim();
}

/** Options said as a list: "sat, ran or flew". */
export function spokenOptions(entries: readonly PublicEntry[], language: Language): string {
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(
    entries.map((entry) => entry.text),
  );
}

/**
 * A question as it is read when it appears: its prompt, then what there is to choose from or
 * put in order, each a sentence of its own. Typed answers have only their prompt.
 */
export function spokenQuestion(item: PublicItem, blankWord: string): string {
  switch (item.type) {
    case 'single_choice':
    case 'multiple_choice':
      return asSentences([item.prompt, ...item.choices.map((choice) => choice.text)]);
    case 'dropdown':
      return asSentences([item.prompt, spokenSentence(item.sentence, blankWord)]);
    case 'ordering':
      return asSentences([item.prompt, ...item.items.map((entry) => entry.text)]);
    case 'matching':
      return asSentences([item.prompt, ...item.left.map((entry) => entry.text)]);
    case 'numeric':
    case 'short_text':
      return asSentences([item.prompt]);
  }
}
