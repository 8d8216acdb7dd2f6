import type { LocalizedText } from './item-schema';

/**
 * The ids the browser sees for choices, dropdown options, ordering entries and both columns
 * of a matching item, and sends back in answers.
 *
 * Authored ids often give the answer away ("right", "wrong-1", n14…n18 listed in order, the
 * same pair id on both sides of a matching pair), so they never leave the server. Each entry
 * is named instead by a prefix and the rank of its text among the list's texts (English,
 * then Spanish, then authored position for entries that read the same in both languages):
 * a function of what the child already sees, so it tells nothing about the answer, and the
 * same in both languages and for every seed, so the server recomputes it from the item.
 */
export function entryKeys(texts: readonly LocalizedText[], prefix: string): string[] {
  const order = texts
    .map((text, index) => ({ text, index }))
    .sort(
      (a, b) => compare(a.text.en, b.text.en) || compare(a.text.es, b.text.es) || a.index - b.index,
    );
  const keys: string[] = new Array<string>(texts.length);
  order.forEach(({ index }, rank) => {
    keys[index] = `${prefix}${rank + 1}`;
  });
  return keys;
}

/** Code-unit order: the same on every engine, unlike localeCompare. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Key prefixes by list. */
export const KEY_PREFIX = {
  choice: 'c',
  option: 'o',
  item: 'i',
  left: 'l',
  right: 'r',
} as const;

/** Whether two localized texts read the same in both languages. */
export function sameText(a: LocalizedText, b: LocalizedText): boolean {
  return a.en === b.en && a.es === b.es;
}
