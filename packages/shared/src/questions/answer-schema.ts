import { z } from 'zod';
import type { QuestionType } from './item-schema';

/**
 * What the browser sends for each question type. Every answer carries its `type`; ids are the
 * ids of the public item (see entry-keys.ts and public-item.ts), never the authored ones.
 * Sizes are capped so a request cannot be made arbitrarily large.
 */

const key = z.string().min(1).max(64);
const keyList = z.array(key).max(100);
const keyMap = z.record(key, key);

export const singleChoiceAnswerSchema = z.object({
  type: z.literal('single_choice'),
  choice_id: key,
});

export const multipleChoiceAnswerSchema = z.object({
  type: z.literal('multiple_choice'),
  choice_ids: keyList,
});

/** What the child typed, as typed: parsing is part of scoring (see numeric-answer.ts). */
export const numericAnswerSchema = z.object({
  type: z.literal('numeric'),
  value: z.string().max(100),
});

export const shortTextAnswerSchema = z.object({
  type: z.literal('short_text'),
  text: z.string().max(500),
});

/** Blank id → option id. */
export const dropdownAnswerSchema = z.object({
  type: z.literal('dropdown'),
  selections: keyMap,
});

/** The entry ids in the order the child put them. */
export const orderingAnswerSchema = z.object({
  type: z.literal('ordering'),
  order: keyList,
});

/** Left entry id → right entry id. */
export const matchingAnswerSchema = z.object({
  type: z.literal('matching'),
  matches: keyMap,
});

export const answerSchema = z.discriminatedUnion('type', [
  singleChoiceAnswerSchema,
  multipleChoiceAnswerSchema,
  numericAnswerSchema,
  shortTextAnswerSchema,
  dropdownAnswerSchema,
  orderingAnswerSchema,
  matchingAnswerSchema,
]);
export type Answer = z.infer<typeof answerSchema>;
export type AnswerOf<T extends QuestionType> = Extract<Answer, { type: T }>;
