import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { dictionaryWordProblem } from '../domain/dictionary-words';
import { idField } from './fields';

/** A word or prefix typed by the user: trimmed and in composed form (NFC) once valid. */
export const dictionaryWordField = z
  .string({ error: 'validation.word.required' })
  .transform((typed, context) => {
    const problem = dictionaryWordProblem(typed);
    if (problem) {
      context.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return typed.trim().normalize('NFC');
  });

/** `lang` of a dictionary call: when absent, the request's Accept-Language decides. */
export const dictionaryLangField = z
  .enum(LANGUAGES, { error: 'validation.language.invalid' })
  .optional();

export const spellQuerySchema = z.object({ word: dictionaryWordField, lang: dictionaryLangField });
export const wordParamsSchema = z.object({ word: dictionaryWordField });
export const wordQuerySchema = z.object({ lang: dictionaryLangField });
export const suggestQuerySchema = z.object({
  prefix: dictionaryWordField,
  lang: dictionaryLangField,
});
export const glossaryQuerySchema = z.object({
  grade_id: idField.optional(),
  subject_id: idField.optional(),
  q: z.string().trim().max(100, { error: 'validation.search.tooLong' }).optional(),
  lang: dictionaryLangField,
});

/** GET /v1/spell */
export const spellingSchema = z.object({
  word: z.string(),
  correct: z.boolean(),
  suggestions: z.array(z.string()),
});

export const dictionaryEntrySchema = z.object({
  /** noun, verb, adjective, adverb (WordNet); Spanish also preposition, pronoun, … */
  part_of_speech: z.string(),
  definition: z.string(),
  /** An example sentence, or "" when the source has none. */
  example: z.string(),
});

/** GET /v1/words/{word}: the headword as the dictionary spells it ("árbol" for "arbol"). */
export const wordDefinitionSchema = z.object({
  word: z.string(),
  lang: z.enum(LANGUAGES),
  entries: z.array(dictionaryEntrySchema),
});

/** GET /v1/suggest */
export const wordSuggestionsSchema = z.object({ items: z.array(z.string()) });

export const glossaryItemSchema = z.object({
  term: z.string(),
  definition: z.string(),
  subject_id: z.number().int(),
  subject_name: z.string(),
  grade_id: z.number().int(),
  /** The grade's level: with the cluster, what a lesson's address needs. */
  level_id: z.number().int(),
  /** The lessons whose glossary holds the term, in course order. */
  lessons: z.array(
    z.object({ id: z.number().int(), title: z.string(), cluster_id: z.number().int() }),
  ),
});

/** GET /v1/glossary */
export const glossarySchema = z.object({ items: z.array(glossaryItemSchema) });

export type Spelling = z.infer<typeof spellingSchema>;
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;
export type WordDefinition = z.infer<typeof wordDefinitionSchema>;
export type WordSuggestions = z.infer<typeof wordSuggestionsSchema>;
export type GlossaryItem = z.infer<typeof glossaryItemSchema>;
export type Glossary = z.infer<typeof glossarySchema>;
