import { z } from 'zod';
import type { Language } from '../constants';
import type { Answer } from './answer-schema';
import { answerSchema } from './answer-schema';
import { entryKeys, KEY_PREFIX, sameText } from './entry-keys';
import { formatNumericValue } from './format-number';
import { evaluateValue } from './instantiate';
import type { LocalizedText, QuestionItem } from './item-schema';
import type { PublicEntry } from './public-item';
import { publicEntrySchema } from './public-item';
import { choiceOrder, inPresentedOrder } from './presented-order';
import { INVALID_REASONS, SCORE_OUTCOMES } from './score-result';
import { scoreAnswer } from './score-answer';

/**
 * What is shown once an answer is submitted: the outcome, the correct answer(s), the
 * rationale of each choice and the explanation, in one language. Ids are the public keys,
 * so the browser can mark up the public item it already shows.
 */

const reviewedBase = {
  id: z.string(),
  outcome: z.enum(SCORE_OUTCOMES),
  reason: z.enum(INVALID_REASONS).optional(),
  explanation: z.string().optional(),
};

const reviewedChoiceSchema = z.object({
  id: z.string(),
  text: z.string(),
  correct: z.boolean(),
  chosen: z.boolean(),
  rationale: z.string().optional(),
});

export const reviewedSingleChoiceItemSchema = z.object({
  ...reviewedBase,
  type: z.literal('single_choice'),
  choices: z.array(reviewedChoiceSchema),
});

export const reviewedMultipleChoiceItemSchema = z.object({
  ...reviewedBase,
  type: z.literal('multiple_choice'),
  choices: z.array(reviewedChoiceSchema),
});

export const reviewedNumericItemSchema = z.object({
  ...reviewedBase,
  type: z.literal('numeric'),
  value: z.number(),
  /** The value as written for the child, in the first accepted form that fits ("3/4"). */
  value_text: z.string(),
  unit: z.string().optional(),
});

export const reviewedShortTextItemSchema = z.object({
  ...reviewedBase,
  type: z.literal('short_text'),
  /** Accepted answers in the language, the preferred one first. */
  accepted: z.array(z.string()),
});

export const reviewedDropdownItemSchema = z.object({
  ...reviewedBase,
  type: z.literal('dropdown'),
  blanks: z.array(
    z.object({
      id: z.string(),
      correct_option: publicEntrySchema,
      chosen_option_id: z.string().optional(),
      is_correct: z.boolean(),
    }),
  ),
});

export const reviewedOrderingItemSchema = z.object({
  ...reviewedBase,
  type: z.literal('ordering'),
  /** The entries in the correct order. */
  items: z.array(publicEntrySchema),
});

export const reviewedMatchingItemSchema = z.object({
  ...reviewedBase,
  type: z.literal('matching'),
  /** In the authored order of the left column. */
  pairs: z.array(
    z.object({
      left: publicEntrySchema,
      right: publicEntrySchema,
      chosen_right_id: z.string().optional(),
      is_correct: z.boolean(),
    }),
  ),
});

export const reviewedItemSchema = z.discriminatedUnion('type', [
  reviewedSingleChoiceItemSchema,
  reviewedMultipleChoiceItemSchema,
  reviewedNumericItemSchema,
  reviewedShortTextItemSchema,
  reviewedDropdownItemSchema,
  reviewedOrderingItemSchema,
  reviewedMatchingItemSchema,
]);
export type ReviewedItem = z.infer<typeof reviewedItemSchema>;

/**
 * The review of an (instantiated) item after `answer`: scores it with scoreAnswer and adds
 * the correct answer(s) and the texts that explain them. `seed` is the one the item was asked
 * with: choices are listed in the order they were shown.
 */
export function toReviewedItem(
  item: QuestionItem,
  lang: Language,
  answer: Answer,
  seed: number,
): ReviewedItem {
  const result = scoreAnswer(item, answer, lang);
  const given = answerSchema.safeParse(answer).data;
  const base = {
    id: item.id,
    outcome: result.outcome,
    ...(result.reason && { reason: result.reason }),
    ...(item.explanation && { explanation: item.explanation[lang] }),
  };
  const keyed = (texts: LocalizedText[], prefix: string) => {
    const keys = entryKeys(texts, prefix);
    return (index: number): PublicEntry => ({
      id: keys[index] as string,
      text: (texts[index] as LocalizedText)[lang],
    });
  };

  switch (item.type) {
    case 'single_choice':
    case 'multiple_choice': {
      const entry = keyed(
        item.choices.map((choice) => choice.text),
        KEY_PREFIX.choice,
      );
      const chosen = new Set<string>(
        given?.type === 'single_choice'
          ? [given.choice_id]
          : given?.type === 'multiple_choice'
            ? given.choice_ids
            : [],
      );
      return {
        ...base,
        type: item.type,
        choices: inPresentedOrder(
          item.choices.map((choice, index) => ({
            ...entry(index),
            correct: choice.correct,
            chosen: chosen.has(entry(index).id),
            ...(choice.rationale && { rationale: choice.rationale[lang] }),
          })),
          choiceOrder(item.choices.length, seed),
        ),
      };
    }
    case 'numeric': {
      const value = evaluateValue(item.value, {});
      return {
        ...base,
        type: item.type,
        value,
        value_text: formatNumericValue(value, lang, item.forms),
        ...(item.unit && { unit: item.unit[lang] }),
      };
    }
    case 'short_text':
      return { ...base, type: item.type, accepted: [...item.accepted[lang]] };
    case 'dropdown': {
      const selections = given?.type === 'dropdown' ? given.selections : {};
      return {
        ...base,
        type: item.type,
        blanks: item.blanks.map((blank) => {
          const texts = blank.options.map((option) => option.text);
          const entry = keyed(texts, KEY_PREFIX.option);
          const correctIndex = blank.options.findIndex((option) => option.id === blank.correct);
          if (correctIndex < 0)
            throw new Error(`Item "${item.id}": blank ${blank.id} has no option ${blank.correct}`);
          const chosenId = Object.hasOwn(selections, blank.id) ? selections[blank.id] : undefined;
          const chosenIndex = blank.options.findIndex((_, index) => entry(index).id === chosenId);
          const chosenText = texts[chosenIndex];
          const correctText = texts[correctIndex];
          return {
            id: blank.id,
            correct_option: entry(correctIndex),
            ...(chosenId !== undefined && { chosen_option_id: chosenId }),
            is_correct: !!chosenText && !!correctText && sameText(chosenText, correctText),
          };
        }),
      };
    }
    case 'ordering': {
      const entry = keyed(
        item.items.map((entry) => entry.text),
        KEY_PREFIX.item,
      );
      return { ...base, type: item.type, items: item.items.map((_, index) => entry(index)) };
    }
    case 'matching': {
      const rights = item.pairs.map((pair) => pair.right);
      const left = keyed(
        item.pairs.map((pair) => pair.left),
        KEY_PREFIX.left,
      );
      const right = keyed(rights, KEY_PREFIX.right);
      const matches = given?.type === 'matching' ? given.matches : {};
      return {
        ...base,
        type: item.type,
        pairs: item.pairs.map((pair, index) => {
          const leftId = left(index).id;
          const chosenId = Object.hasOwn(matches, leftId) ? matches[leftId] : undefined;
          const chosenIndex = rights.findIndex((_, other) => right(other).id === chosenId);
          const chosenText = rights[chosenIndex];
          return {
            left: left(index),
            right: right(index),
            ...(chosenId !== undefined && { chosen_right_id: chosenId }),
            is_correct: !!chosenText && sameText(chosenText, pair.right),
          };
        }),
      };
    }
  }
}
