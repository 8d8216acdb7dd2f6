import type { MoneyValue } from './money';

/**
 * The level table of saving-money, in the manner of GCompris: one row per level, and in each row
 * one step per exercise of the round (its 5 sub-levels), harder as they go: bigger amounts,
 * finer steps (whole dollars, then quarters, then nickels, then cents), more pieces.
 */

/** save: reach the price. fewest: reach it with the fewest pieces. change: give the change. */
export type SavingTask = 'save' | 'fewest' | 'change';

export interface SavingStep {
  /** The price in cents, from min to max, a multiple of `step` (the smaller, the harder). */
  min: number;
  max: number;
  step: number;
  /** For change: the bill the child pays with, in cents. */
  paid?: number;
  /** For fewest: how many pieces the fewest way takes, so later steps need more of them. */
  minPieces?: number;
  maxPieces?: number;
}

export interface SavingMoneyLevel {
  task: SavingTask;
  /** The coins and bills on offer. */
  pieces: readonly MoneyValue[];
  /** One step per exercise of the round (GAME_EXERCISES_PER_ROUND). */
  steps: readonly SavingStep[];
}

const ALL_MONEY: readonly MoneyValue[] = [1, 5, 10, 25, 100, 500];

export const LEVELS = [
  // 1. Pennies and nickels, under $0.50: counting on by fives and ones.
  {
    task: 'save',
    pieces: [1, 5],
    steps: [
      { min: 3, max: 9, step: 1 },
      { min: 8, max: 15, step: 1 },
      { min: 12, max: 25, step: 1 },
      { min: 20, max: 35, step: 1 },
      { min: 30, max: 49, step: 1 },
    ],
  },
  // 2. Dimes and quarters up to $1 (a nickel helps with the odd five).
  {
    task: 'save',
    pieces: [5, 10, 25],
    steps: [
      { min: 20, max: 50, step: 5 },
      { min: 30, max: 60, step: 5 },
      { min: 40, max: 75, step: 5 },
      { min: 55, max: 90, step: 5 },
      { min: 65, max: 100, step: 5 },
    ],
  },
  // 3. Dollars up to $10 with bills: whole dollars first, then quarters, nickels and cents.
  {
    task: 'save',
    pieces: ALL_MONEY,
    steps: [
      { min: 100, max: 500, step: 100 },
      { min: 125, max: 600, step: 25 },
      { min: 150, max: 800, step: 5 },
      { min: 200, max: 900, step: 5 },
      { min: 250, max: 1000, step: 1 },
    ],
  },
  // 4. Fewest coins: the amount must match with the fewest pieces possible.
  {
    task: 'fewest',
    pieces: ALL_MONEY,
    steps: [
      { min: 10, max: 99, step: 1, minPieces: 2, maxPieces: 3 },
      { min: 30, max: 199, step: 1, minPieces: 3, maxPieces: 4 },
      { min: 50, max: 499, step: 1, minPieces: 4, maxPieces: 5 },
      { min: 100, max: 999, step: 1, minPieces: 5, maxPieces: 6 },
      { min: 100, max: 999, step: 1, minPieces: 6, maxPieces: 8 },
    ],
  },
  // 5. Making change: pay with a bill, put the change in the jar.
  {
    task: 'change',
    pieces: ALL_MONEY,
    steps: [
      { min: 50, max: 95, step: 5, paid: 100 },
      { min: 10, max: 95, step: 5, paid: 100 },
      { min: 1, max: 99, step: 1, paid: 100 },
      { min: 101, max: 499, step: 1, paid: 500 },
      { min: 101, max: 999, step: 1, paid: 1000 },
    ],
  },
] as const satisfies readonly SavingMoneyLevel[];
