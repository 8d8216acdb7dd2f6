import type { AnswerResult } from '../kit/game-machine';
import { exerciseRandom, pick } from '../kit/random';
import type { SavingMoneyLevel, SavingStep, SavingTask } from './levels';
import { LEVELS } from './levels';
import type { MoneyValue } from './money';
import { fewestPiecesFor, fewestPiecesTable, totalCents } from './money';

/** The toys in the shop window: the texts name them, the scene draws them. */
export const SHOP_ITEMS = ['kite', 'ball', 'book', 'yoyo', 'car', 'teddy'] as const;
export type ShopItem = (typeof SHOP_ITEMS)[number];

export interface SavingMoneyProblem {
  task: SavingTask;
  item: ShopItem;
  /** What the toy costs, in cents. */
  priceCents: number;
  /** The bill paid with (making change), else null. */
  paidCents: number | null;
  /** What the jar must hold: the price, or the change. */
  goalCents: number;
  /** The coins and bills the child may use. */
  pieces: readonly MoneyValue[];
  /** The fewest pieces that make the goal: the rule of "fewest", a hint elsewhere. */
  fewestPieces: number;
}

/** Prices a sub-level can ask: every multiple of its step in range that its rules allow. */
export function pricesOf(step: SavingStep, pieces: readonly MoneyValue[]): number[] {
  const prices: number[] = [];
  const fewestOf = fewestPiecesTable(step.paid ?? step.max, pieces);
  const first = Math.ceil(step.min / step.step) * step.step;
  for (let price = first; price <= step.max; price += step.step) {
    const goal = step.paid === undefined ? price : step.paid - price;
    if (goal <= 0) continue;
    const fewest = fewestOf[goal] ?? Infinity;
    if (fewest < (step.minPieces ?? 1) || fewest > (step.maxPieces ?? Infinity)) continue;
    prices.push(price);
  }
  return prices;
}

/** The exercise's problem: the same for the same seed, level and exercise. */
export function generateProblem(level: number, exercise: number, seed: number): SavingMoneyProblem {
  const row: SavingMoneyLevel = LEVELS[Math.min(Math.max(level, 0), LEVELS.length - 1)]!;
  const step: SavingStep = row.steps[Math.min(Math.max(exercise, 0), row.steps.length - 1)]!;
  const random = exerciseRandom(seed, level, exercise);
  const priceCents = pick(random, pricesOf(step, row.pieces));
  const paidCents = step.paid ?? null;
  const goalCents = paidCents === null ? priceCents : paidCents - priceCents;
  return {
    task: row.task,
    item: pick(random, SHOP_ITEMS),
    priceCents,
    paidCents,
    goalCents,
    pieces: row.pieces,
    fewestPieces: fewestPiecesFor(goalCents, row.pieces),
  };
}

/**
 * The jar (its pieces in cents) checked against the problem. An empty jar, or something that
 * is not one of the offered pieces, is not an answer yet: invalid, which costs no life.
 */
export function checkAnswer(problem: SavingMoneyProblem, jar: readonly unknown[]): AnswerResult {
  if (jar.length === 0) return 'invalid';
  if (!jar.every((piece) => (problem.pieces as readonly unknown[]).includes(piece)))
    return 'invalid';
  if (totalCents(jar as number[]) !== problem.goalCents) return 'wrong';
  if (problem.task === 'fewest' && jar.length > problem.fewestPieces) return 'wrong';
  return 'right';
}

/** The fewest pieces for an amount, biggest first: how the journey and the tests pay. */
export function fewestWay(cents: number, pieces: readonly MoneyValue[]): MoneyValue[] {
  const way: MoneyValue[] = [];
  let left = cents;
  // Greedy is the fewest for US money and for each level's subset of it (the tests check).
  for (const piece of [...pieces].sort((a, b) => b - a))
    while (left >= piece) {
      way.push(piece);
      left -= piece;
    }
  return way;
}
