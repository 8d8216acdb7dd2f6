import type { Answer, Language, PublicItem, QuestionItem, ReviewedItem } from '@aula/shared';
import { createRandom, instantiateItem, mixSeed, toPublicItem, toReviewedItem } from '@aula/shared';
import type { PoolQuestion } from './worksheet-repository';

/** Salt of the draw order, so it does not follow the questions' own seeds. */
const DRAW_SALT = 0x0a0b;

/** One numbered question of a worksheet, in the sheet's language. */
export interface WorksheetQuestion {
  number: number;
  source: PoolQuestion;
  /** The seed the item was asked with (a template's numbers, the shuffles). */
  seed: number;
  /** As printed on the sheet. */
  item: PublicItem;
  /** Its correct answer(s) and explanation, for the answer key, in the order printed. */
  review: ReviewedItem;
}

/** The seed of the question numbered `number` on worksheet `seed`: a whole 31-bit number. */
export function questionSeed(worksheetSeed: number, number: number): number {
  return mixSeed(worksheetSeed, number) & 0x7fffffff;
}

/**
 * Draws up to `count` questions from the pools, the same ones for the same seed and pools:
 * the pools are shuffled by the seed, and each question's template (if any) is instantiated
 * with a seed derived from the worksheet's, so the numbers are fresh for every worksheet yet
 * the answer key, asked separately, finds the very same questions. A question whose wording
 * is already on the sheet (the same item in two pools) is passed over, and so is a template
 * that cannot be drawn: a sheet never shows a question twice or fails for one bad item.
 */
export function drawWorksheet(
  pool: PoolQuestion[],
  worksheetSeed: number,
  count: number,
  lang: Language,
): WorksheetQuestion[] {
  const order = createRandom(mixSeed(worksheetSeed, DRAW_SALT)).shuffle(pool);
  const seen = new Set<string>();
  const drawn: WorksheetQuestion[] = [];
  for (const source of order) {
    if (drawn.length === count) break;
    const number = drawn.length + 1;
    const seed = questionSeed(worksheetSeed, number);
    let instance: QuestionItem;
    try {
      instance = instantiateItem(JSON.parse(source.item) as QuestionItem, seed);
    } catch {
      continue;
    }
    const wording = `${instance.type}\u0000${instance.prompt.en}\u0000${instance.prompt.es}`;
    if (seen.has(wording)) continue;
    seen.add(wording);
    drawn.push({
      number,
      source,
      seed,
      // toPublicItem instantiates the stored item with the same seed: the same numbers.
      item: toPublicItem(JSON.parse(source.item) as QuestionItem, lang, seed),
      // No answer given: the review still lists the correct answer(s).
      review: toReviewedItem(instance, lang, { type: instance.type } as Answer, seed),
    });
  }
  return drawn;
}
