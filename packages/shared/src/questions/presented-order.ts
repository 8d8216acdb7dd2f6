import { createRandom, mixSeed } from './seeded-random';

/**
 * The order in which an attempt shows the choices of a single- or multiple-choice item and the
 * options of each dropdown blank. Authors mostly write the right choice first, so showing the
 * authored order lets a child score by always picking the top one. The order is a function of
 * the attempt question's seed alone: the question, its reload and its review (and a
 * worksheet's answer key) list the entries the same way, and the next attempt, with a new
 * seed, lists them anew. Each list has a salt of its own, so two blanks of one sentence are
 * not shuffled alike and no list follows the template draw or the ordering shuffle.
 */

const CHOICE_SALT = 0xc40c;
const BLANK_SALT = 0xb1a0;

/** Indexes into the authored list, in the order shown. */
export type PresentedOrder = number[];

function shuffledIndexes(count: number, seed: number, salt: number): PresentedOrder {
  const indexes = Array.from({ length: count }, (_, index) => index);
  return createRandom(mixSeed(seed, salt)).shuffle(indexes);
}

/** The order of a choice item's choices for `seed`. */
export function choiceOrder(choiceCount: number, seed: number): PresentedOrder {
  return shuffledIndexes(choiceCount, seed, CHOICE_SALT);
}

/** The order of the options of the blank at `blankIndex` of a dropdown item for `seed`. */
export function blankOptionOrder(
  blankIndex: number,
  optionCount: number,
  seed: number,
): PresentedOrder {
  return shuffledIndexes(optionCount, seed, BLANK_SALT + blankIndex);
}

/** `list` in the order shown. */
export function inPresentedOrder<T>(list: readonly T[], order: PresentedOrder): T[] {
  return order.map((index) => list[index] as T);
}
