import type { QuestionItem } from '@aula/shared';
import { instantiateItem } from '@aula/shared';

/** How many seeds (0, 1, …) the content check draws each template with. */
export const CONTENT_CHECK_SEEDS = 200;

/** One way an item can reach a student: a template's instance for a seed, or the item. */
export interface ItemDraw {
  seed: number;
  item: QuestionItem;
}

/**
 * The item as students may see it: every draw of a template for seeds 0 to `seeds` - 1, or
 * the item itself. Seeds that cannot be drawn are skipped; the template check reports them.
 */
export function itemDraws(item: QuestionItem, seeds = CONTENT_CHECK_SEEDS): ItemDraw[] {
  if (item.params === undefined) return [{ seed: 0, item }];
  const draws: ItemDraw[] = [];
  for (let seed = 0; seed < seeds; seed += 1) {
    try {
      draws.push({ seed, item: instantiateItem(item, seed) });
    } catch {
      continue;
    }
  }
  return draws;
}

/** A problem of one draw; `key` names what is wrong apart from the draw's numbers. */
export interface DrawProblem {
  key: string;
  message: string;
}

/**
 * What is wrong with any of the draws, each kind of problem once: said as in the first draw
 * that has it and, for a template, with that seed and how many draws have it.
 */
export function problemsOverDraws(
  template: QuestionItem,
  draws: readonly ItemDraw[],
  problemsOf: (item: QuestionItem) => DrawProblem[],
): string[] {
  const found = new Map<string, { message: string; seed: number; count: number }>();
  for (const { seed, item } of draws)
    for (const { key, message } of problemsOf(item)) {
      const known = found.get(key);
      if (known) known.count += 1;
      else found.set(key, { message, seed, count: 1 });
    }
  return [...found.values()].map(({ message, seed, count }) =>
    template.params === undefined
      ? message
      : `${message} (seed ${seed}; ${count} of ${draws.length} draws)`,
  );
}
