import { z } from 'zod';

/**
 * Question items, as data (a Perseus-like subset). The item data, the scoring
 * (`score-answer.ts`) and the UI are kept apart: packs carry full items, the browser only
 * ever receives `PublicItem`s (see `public-item.ts`) until the answer is submitted.
 *
 * Text is plain text in both languages. In a template item (`params` present) any text and
 * any numeric `value` may use `{name}` placeholders and arithmetic over the parameters
 * (`{a + b}`, see expression.ts); values are written with a decimal point in English and a
 * decimal comma in Spanish, and `{{` / `}}` stand for literal braces (instantiate.ts).
 */

export const localizedTextSchema = z.object({
  en: z.string().trim().min(1),
  es: z.string().trim().min(1),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

const idSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'ids are lowercase letters, digits and dashes');

/** A random parameter of a template item: a whole number in [min, max] on a step grid. */
export const templateParamSchema = z.object({
  min: z.number().int(),
  max: z.number().int(),
  step: z.number().int().positive().optional(),
});

const itemBase = {
  id: idSchema,
  prompt: localizedTextSchema,
  /** A picture of the pack (path relative to the lesson or cluster folder), SVG or PNG. */
  image: z.string().optional(),
  image_alt: localizedTextSchema.optional(),
  hints: z.array(localizedTextSchema).default([]),
  /** Shown after answering, whatever the answer. */
  explanation: localizedTextSchema.optional(),
  /** Template parameters, drawn from a seed so the server can replay the draw. */
  params: z.record(z.string(), templateParamSchema).optional(),
  /** Conditions every draw must meet, e.g. "a > b" (compare with <, <=, >, >=, ==, !=). */
  constraints: z.array(z.string()).optional(),
  /** Values computed from the parameters, e.g. { sum: "a + b" }, usable as {sum}. */
  derived: z.record(z.string(), z.string()).optional(),
};

/**
 * In a template, whether a choice (or a blank's option) is right may depend on the draw:
 * `correct_when` is an expression over the params and derived values, right when nonzero
 * (e.g. "a > b"). Instantiation turns it into `correct` and drops it, so an instance reads
 * like any other item.
 */
const correctWhenSchema = z.string().trim().min(1).optional();

const choiceSchema = z.object({
  id: idSchema,
  text: localizedTextSchema,
  correct: z.boolean().default(false),
  correct_when: correctWhenSchema,
  rationale: localizedTextSchema.optional(),
});

export const singleChoiceItemSchema = z.object({
  ...itemBase,
  type: z.literal('single_choice'),
  choices: z.array(choiceSchema).min(2),
});

export const multipleChoiceItemSchema = z.object({
  ...itemBase,
  type: z.literal('multiple_choice'),
  choices: z.array(choiceSchema).min(2),
});

export const NUMERIC_FORMS = [
  'integer',
  'decimal',
  'proper_fraction',
  'improper_fraction',
  'mixed_number',
] as const;
export type NumericForm = (typeof NUMERIC_FORMS)[number];

export const numericItemSchema = z.object({
  ...itemBase,
  type: z.literal('numeric'),
  /** The value; a number, or in a template an expression such as "a + b". */
  value: z.union([z.number(), z.string()]),
  /** Which ways of writing the value count; all when absent. */
  forms: z.array(z.enum(NUMERIC_FORMS)).min(1).optional(),
  /** Largest accepted distance from the value (0 when absent). */
  tolerance: z.number().nonnegative().optional(),
  /** A unit shown after the input box, e.g. "cm". */
  unit: localizedTextSchema.optional(),
});

export const shortTextItemSchema = z.object({
  ...itemBase,
  type: z.literal('short_text'),
  accepted: z.object({
    en: z.array(z.string().trim().min(1)).min(1),
    es: z.array(z.string().trim().min(1)).min(1),
  }),
  /** By default answers compare without case or accents. */
  case_sensitive: z.boolean().default(false),
  accent_sensitive: z.boolean().default(false),
});

/** A sentence with blanks written as [[blank-id]], each blank a dropdown. */
export const dropdownItemSchema = z.object({
  ...itemBase,
  type: z.literal('dropdown'),
  sentence: localizedTextSchema,
  blanks: z
    .array(
      z.object({
        id: idSchema,
        options: z
          .array(
            z.object({ id: idSchema, text: localizedTextSchema, correct_when: correctWhenSchema }),
          )
          .min(2),
        /** The right option's id; a template may leave it out and say `correct_when` instead. */
        correct: idSchema.optional(),
      }),
    )
    .min(1),
});

/** Items listed in their correct order; the browser receives them shuffled. */
export const orderingItemSchema = z.object({
  ...itemBase,
  type: z.literal('ordering'),
  items: z.array(z.object({ id: idSchema, text: localizedTextSchema })).min(2),
});

/** Pairs listed as they belong together; the browser receives the right column shuffled. */
export const matchingItemSchema = z.object({
  ...itemBase,
  type: z.literal('matching'),
  pairs: z
    .array(z.object({ id: idSchema, left: localizedTextSchema, right: localizedTextSchema }))
    .min(2),
});

export const questionItemSchema = z.discriminatedUnion('type', [
  singleChoiceItemSchema,
  multipleChoiceItemSchema,
  numericItemSchema,
  shortTextItemSchema,
  dropdownItemSchema,
  orderingItemSchema,
  matchingItemSchema,
]);
export type QuestionItem = z.infer<typeof questionItemSchema>;
export type QuestionItemInput = z.input<typeof questionItemSchema>;
export type QuestionType = QuestionItem['type'];
export const QUESTION_TYPES = [
  'single_choice',
  'multiple_choice',
  'numeric',
  'short_text',
  'dropdown',
  'ordering',
  'matching',
] as const satisfies readonly QuestionType[];
