import { z } from 'zod';
import type { Language } from '../constants';
import { entryKeys, KEY_PREFIX } from './entry-keys';
import { instantiateItem } from './instantiate';
import type { LocalizedText, QuestionItem } from './item-schema';
import { NUMERIC_FORMS } from './item-schema';
import { blankOptionOrder, choiceOrder, inPresentedOrder } from './presented-order';
import type { SeededRandom } from './seeded-random';
import { createRandom, mixSeed } from './seeded-random';

/**
 * What the browser may see of an item before answering: the texts in one language and no
 * answer data (no correct flags, rationales, explanation, accepted answers or numeric value).
 * Hints are included: they are help, not answers. Entry ids are opaque keys (entry-keys.ts).
 * Choices and dropdown options come in the attempt's order (presented-order.ts); ordering
 * entries and the right column of a matching item come shuffled, never in the correct order
 * when they can be put out of it. Note that with two entries "not in order" means reversed.
 */

export const publicEntrySchema = z.object({ id: z.string(), text: z.string() });
export type PublicEntry = z.infer<typeof publicEntrySchema>;

const publicBase = {
  id: z.string(),
  prompt: z.string(),
  image: z.string().optional(),
  image_alt: z.string().optional(),
  hints: z.array(z.string()),
};

export const publicSingleChoiceItemSchema = z.object({
  ...publicBase,
  type: z.literal('single_choice'),
  choices: z.array(publicEntrySchema),
});

export const publicMultipleChoiceItemSchema = z.object({
  ...publicBase,
  type: z.literal('multiple_choice'),
  choices: z.array(publicEntrySchema),
});

export const publicNumericItemSchema = z.object({
  ...publicBase,
  type: z.literal('numeric'),
  unit: z.string().optional(),
  /** The accepted ways of writing the number, when restricted. */
  forms: z.array(z.enum(NUMERIC_FORMS)).optional(),
});

export const publicShortTextItemSchema = z.object({
  ...publicBase,
  type: z.literal('short_text'),
});

/** The sentence keeps its [[blank-id]] markers; each blank lists its options. */
export const publicDropdownItemSchema = z.object({
  ...publicBase,
  type: z.literal('dropdown'),
  sentence: z.string(),
  blanks: z.array(z.object({ id: z.string(), options: z.array(publicEntrySchema) })),
});

export const publicOrderingItemSchema = z.object({
  ...publicBase,
  type: z.literal('ordering'),
  /** Shuffled. */
  items: z.array(publicEntrySchema),
});

export const publicMatchingItemSchema = z.object({
  ...publicBase,
  type: z.literal('matching'),
  /** In the authored order. */
  left: z.array(publicEntrySchema),
  /** Shuffled. */
  right: z.array(publicEntrySchema),
});

export const publicItemSchema = z.discriminatedUnion('type', [
  publicSingleChoiceItemSchema,
  publicMultipleChoiceItemSchema,
  publicNumericItemSchema,
  publicShortTextItemSchema,
  publicDropdownItemSchema,
  publicOrderingItemSchema,
  publicMatchingItemSchema,
]);
export type PublicItem = z.infer<typeof publicItemSchema>;

/** Salt of the shuffle sequence, so it does not repeat the template draw of the same seed. */
const SHUFFLE_SALT = 0x5eed;
const MAX_RESHUFFLES = 20;

/**
 * The public view of an item in `lang`. A template is instantiated with `seed` first (the
 * same seed then replays it for scoring); the seed also decides the shuffles.
 */
export function toPublicItem(item: QuestionItem, lang: Language, seed: number): PublicItem {
  const instance = instantiateItem(item, seed);
  const random = createRandom(mixSeed(seed, SHUFFLE_SALT));
  const base = {
    id: instance.id,
    prompt: instance.prompt[lang],
    ...(instance.image !== undefined && { image: instance.image }),
    ...(instance.image_alt && { image_alt: instance.image_alt[lang] }),
    hints: instance.hints.map((hint) => hint[lang]),
  };
  const entries = (texts: LocalizedText[], prefix: string): PublicEntry[] => {
    const keys = entryKeys(texts, prefix);
    return texts.map((text, index) => ({ id: keys[index] as string, text: text[lang] }));
  };

  switch (instance.type) {
    case 'single_choice':
    case 'multiple_choice':
      return {
        ...base,
        type: instance.type,
        choices: inPresentedOrder(
          entries(
            instance.choices.map((choice) => choice.text),
            KEY_PREFIX.choice,
          ),
          choiceOrder(instance.choices.length, seed),
        ),
      };
    case 'numeric':
      return {
        ...base,
        type: instance.type,
        ...(instance.unit && { unit: instance.unit[lang] }),
        ...(instance.forms && { forms: [...instance.forms] }),
      };
    case 'short_text':
      return { ...base, type: instance.type };
    case 'dropdown':
      return {
        ...base,
        type: instance.type,
        sentence: instance.sentence[lang],
        blanks: instance.blanks.map((blank, blankIndex) => ({
          id: blank.id,
          options: inPresentedOrder(
            entries(
              blank.options.map((option) => option.text),
              KEY_PREFIX.option,
            ),
            blankOptionOrder(blankIndex, blank.options.length, seed),
          ),
        })),
      };
    case 'ordering':
      return {
        ...base,
        type: instance.type,
        items: shuffleOutOfOrder(
          random,
          entries(
            instance.items.map((entry) => entry.text),
            KEY_PREFIX.item,
          ),
        ),
      };
    case 'matching':
      return {
        ...base,
        type: instance.type,
        left: entries(
          instance.pairs.map((pair) => pair.left),
          KEY_PREFIX.left,
        ),
        right: shuffleOutOfOrder(
          random,
          entries(
            instance.pairs.map((pair) => pair.right),
            KEY_PREFIX.right,
          ),
        ),
      };
  }
}

/**
 * Shuffles until the texts no longer read in the given (correct) order; gives up after a few
 * tries, which only happens when every entry reads the same.
 */
function shuffleOutOfOrder(random: SeededRandom, correct: PublicEntry[]): PublicEntry[] {
  const inOrder = (list: PublicEntry[]) =>
    list.every((entry, index) => entry.text === correct[index]?.text);
  let shuffled = random.shuffle(correct);
  for (let tries = 0; tries < MAX_RESHUFFLES && inOrder(shuffled); tries += 1)
    shuffled = random.shuffle(correct);
  return shuffled;
}
