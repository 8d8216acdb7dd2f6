import type { Language } from '@aula/shared';

/**
 * US money in whole cents: a penny is 1, a five-dollar bill 500. Integers everywhere, because
 * 0.1 + 0.2 in floating point is not what a child's jar holds.
 */

/** Every coin and bill the game offers, smallest first. */
export const MONEY_VALUES = [1, 5, 10, 25, 100, 500] as const;
export type MoneyValue = (typeof MONEY_VALUES)[number];

/** Bills are paper; coins are round (the pictures and the words differ). */
export function isBill(value: MoneyValue): boolean {
  return value >= 100;
}

export function isMoneyValue(value: unknown): value is MoneyValue {
  return (MONEY_VALUES as readonly unknown[]).includes(value);
}

export function totalCents(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}

/**
 * The fewest coins and bills from `pieces` that make each amount from 0 to `upTo` cents
 * (Infinity where none do). Counted by dynamic programming rather than greedily, so a level
 * offering only some pieces still gets the true minimum; one table serves a whole sub-level.
 */
export function fewestPiecesTable(upTo: number, pieces: readonly MoneyValue[]): number[] {
  const fewest: number[] = [0];
  for (let amount = 1; amount <= upTo; amount += 1) {
    let best = Infinity;
    for (const piece of pieces)
      if (piece <= amount) best = Math.min(best, (fewest[amount - piece] ?? Infinity) + 1);
    fewest.push(best);
  }
  return fewest;
}

export function fewestPiecesFor(cents: number, pieces: readonly MoneyValue[]): number {
  return fewestPiecesTable(cents, pieces)[cents] ?? Infinity;
}

/** "$3.45" in English, "3,45 US$" in Spanish: the same US money, each language's way. */
export function formatMoney(cents: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  );
}

/** What is printed on the coin or bill itself, the same in both languages. */
export function faceValue(value: MoneyValue): string {
  return isBill(value) ? `$${value / 100}` : `${value}¢`;
}
