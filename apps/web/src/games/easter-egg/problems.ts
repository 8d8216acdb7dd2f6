import type { AnswerResult } from '../kit/game-machine';
import type { Random } from '../kit/random';
import { exerciseRandom, pick, randomInt, shuffle } from '../kit/random';
import type { EggLook } from './egg-looks';
import { EGG_COLOURS, EGG_PATTERNS } from './egg-looks';
import type { BasketStep, CartonSize, CartonStep, ColourStep, Range } from './levels';
import { EGGS_PER_BASKET_MAX, LEVELS, MEADOW_SLOTS } from './levels';
import { parseWholeNumber } from '../kit/parse-number';

/**
 * The problems of Easter Egg Count, made from the level table and a seed. Pure (no React, no
 * DOM), so the Playwright journey can compute the same problems the child sees.
 */

/** Eggs under each basket, then the bunny's delivery: the answer is all of them. */
export interface BasketProblem {
  kind: 'baskets';
  hidden: readonly number[];
  brought: number;
  answer: number;
}

export interface EggGroup {
  look: EggLook;
  count: number;
}

/** Eggs of several looks in the meadow's slots (null: an empty place); count the asked look. */
export interface ColourProblem {
  kind: 'colours';
  target: EggLook;
  /** Every look in the meadow with its count, in no telling order. */
  groups: readonly EggGroup[];
  slots: readonly (EggLook | null)[];
  answer: number;
}

/** Full cartons of the same size: the answer is size × cartons, found by skip counting. */
export interface CartonProblem {
  kind: 'cartons';
  cartonSize: CartonSize;
  cartons: number;
  answer: number;
}

export type EggProblem = BasketProblem | ColourProblem | CartonProblem;

export function generateProblem(level: number, exercise: number, seed: number): EggProblem {
  const row = LEVELS[level];
  if (!row) throw new Error(`Easter Egg Count has no level ${level}`);
  const random = exerciseRandom(seed, level, exercise);
  // A round never has more exercises than steps, but a stray index should still make a problem.
  const step = Math.min(Math.max(exercise, 0), row.steps.length - 1);
  switch (row.kind) {
    case 'baskets':
      return basketProblem(random, row.steps[step]!);
    case 'colours':
      return colourProblem(random, row.steps[step]!);
    case 'cartons':
      return cartonProblem(random, row.steps[step]!);
  }
}

function within(random: Random, [min, max]: Range) {
  return randomInt(random, min, max);
}

function basketProblem(random: Random, step: BasketStep): BasketProblem {
  const total = within(random, step.total);
  // Every basket hides at least one egg, so the bunny brings at most what is left over.
  const brought = randomInt(
    random,
    step.brought[0],
    Math.min(step.brought[1], total - step.baskets),
  );
  const hidden = Array.from({ length: step.baskets }, () => 1);
  // Deal the rest one by one into baskets with room: the piles come out about even.
  for (let left = total - brought - step.baskets; left > 0; left -= 1) {
    const withRoom = hidden.flatMap((count, index) => (count < EGGS_PER_BASKET_MAX ? [index] : []));
    const chosen = pick(random, withRoom);
    hidden[chosen] = hidden[chosen]! + 1;
  }
  return { kind: 'baskets', hidden, brought, answer: total };
}

function colourProblem(random: Random, step: ColourStep): ColourProblem {
  const target: EggLook = {
    colour: pick(random, EGG_COLOURS),
    pattern: pick(random, EGG_PATTERNS),
  };
  // The asked pattern belongs to the asked look alone: a child who cannot tell the colours
  // apart still finds every egg by its pattern.
  const otherPatterns = EGG_PATTERNS.filter((pattern) => pattern !== target.pattern);
  const decoys: EggLook[] = step.sameColourDecoy
    ? [{ colour: target.colour, pattern: pick(random, otherPatterns) }]
    : [];
  const otherColourLooks = shuffle(
    random,
    EGG_COLOURS.filter((colour) => colour !== target.colour).flatMap((colour) =>
      otherPatterns.map((pattern) => ({ colour, pattern })),
    ),
  );
  decoys.push(...otherColourLooks.slice(0, step.otherLooks - decoys.length));

  const groups: EggGroup[] = shuffle(random, [
    { look: target, count: within(random, step.target) },
    ...decoys.map((look) => ({ look, count: within(random, step.othersEach) })),
  ]);
  const eggs = groups.flatMap((group) => Array.from({ length: group.count }, () => group.look));
  const places = shuffle(
    random,
    Array.from({ length: MEADOW_SLOTS }, (_, index) => index),
  ).slice(0, eggs.length);
  const slots: (EggLook | null)[] = Array.from({ length: MEADOW_SLOTS }, () => null);
  places.forEach((place, index) => (slots[place] = eggs[index]!));
  const answer = groups.find((group) => group.look === target)!.count;
  return { kind: 'colours', target, groups, slots, answer };
}

function cartonProblem(random: Random, step: CartonStep): CartonProblem {
  const cartonSize = pick(random, step.sizes);
  const cartons = within(random, step.cartons);
  return { kind: 'cartons', cartonSize, cartons, answer: cartonSize * cartons };
}

/** Blank or malformed is "invalid" (it costs no life), otherwise right or wrong. */
export function checkAnswer(problem: EggProblem, text: string): AnswerResult {
  const count = parseWholeNumber(text);
  if (count === null) return 'invalid';
  return count === problem.answer ? 'right' : 'wrong';
}
