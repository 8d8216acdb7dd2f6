import type { AnswerResult } from '../kit/game-machine';
import type { Random } from '../kit/random';
import { exerciseRandom, randomInt, shuffle } from '../kit/random';
import { lookAlikeNumbers } from './look-alikes';
import type { ExerciseMode } from './levels';
import { levelRow, subLevelOf } from './levels';
import type { Place } from './places';
import { MAX_BLOCKS, PLACE_TENTHS, blocksValue, fromTenths, placesFor, toTenths } from './places';

/**
 * Pure problem generation and checking for Expanded Form: no React, no DOM, so the Playwright
 * journey can compute the very problem the child sees from the round's seed.
 */

/** One non-zero term of the expanded form: 400 is 4 blocks of the hundreds. */
export interface ExpandedPart {
  place: Place;
  digit: number;
  value: number;
}

interface ProblemBase {
  mode: ExerciseMode;
  /** The columns, highest first, and the number's digit in each. */
  places: readonly Place[];
  digits: readonly number[];
  value: number;
  /** Has a decimal part: answers are typed with a point or a comma. */
  decimal: boolean;
  /** The non-zero terms, highest place first. */
  parts: readonly ExpandedPart[];
}

export type ExpandedFormProblem =
  | (ProblemBase & { mode: 'build' })
  | (ProblemBase & { mode: 'blank'; missingIndex: number; answer: number })
  | (ProblemBase & {
      mode: 'choose';
      /** The terms in the order they are written (shuffled in the last sub-level). */
      shownParts: readonly ExpandedPart[];
      choices: readonly number[];
      answer: number;
    });

export type ExpandedFormAnswer =
  | { kind: 'blocks'; counts: readonly number[] }
  | { kind: 'typed'; text: string }
  | { kind: 'choice'; value: number };

export function generateProblem(
  level: number,
  exercise: number,
  seed: number,
): ExpandedFormProblem {
  const random = exerciseRandom(seed, level, exercise);
  const sub = subLevelOf(level, exercise);
  const decimal = levelRow(level).tenths;
  const places = placesFor(String(Math.floor(sub.max)).length, decimal);
  const digits = pickDigits(random, places, sub);
  const tenths = digits.reduce(
    (sum, digit, index) => sum + digit * PLACE_TENTHS[places[index]!],
    0,
  );
  const base = {
    places,
    digits,
    value: fromTenths(tenths),
    decimal,
    parts: partsOf(places, digits),
  };
  if (sub.mode === 'build') return { ...base, mode: 'build' } satisfies ExpandedFormProblem;
  if (sub.mode === 'blank') {
    const missingIndex = randomInt(random, 0, base.parts.length - 1);
    return {
      ...base,
      mode: 'blank',
      missingIndex,
      answer: base.parts[missingIndex]!.value,
    } satisfies ExpandedFormProblem;
  }
  const shownParts = sub.shuffledParts ? outOfOrder(random, base.parts) : base.parts;
  const wrong = lookAlikeNumbers(random, digits, shownParts).slice(0, 2);
  return {
    ...base,
    mode: 'choose',
    shownParts,
    choices: shuffle(random, [base.value, ...wrong]),
    answer: base.value,
  } satisfies ExpandedFormProblem;
}

/**
 * Digits with exactly `zeroDigits` zeros (never the first digit, never tenths), the rest 1–9,
 * the number within the sub-level's range. The first digit is drawn from the range's own
 * leading digits, so nearly every draw fits; the bounded loop is only a guard.
 */
function pickDigits(
  random: Random,
  places: readonly Place[],
  sub: { min: number; max: number; zeroDigits: number },
): number[] {
  const min = toTenths(sub.min);
  const max = toTenths(sub.max);
  const top = PLACE_TENTHS[places[0]!];
  const zeroable = places.flatMap((place, index) =>
    index > 0 && place !== 'tenths' ? [index] : [],
  );
  for (let attempt = 0; attempt < 1_000; attempt += 1) {
    const zeros = new Set(shuffle(random, zeroable).slice(0, sub.zeroDigits));
    const digits = places.map((_, index) => {
      if (index === 0)
        return randomInt(random, Math.max(1, Math.floor(min / top)), Math.floor(max / top));
      return zeros.has(index) ? 0 : randomInt(random, 1, MAX_BLOCKS);
    });
    const tenths = digits.reduce(
      (sum, digit, index) => sum + digit * PLACE_TENTHS[places[index]!],
      0,
    );
    if (tenths >= min && tenths <= max) return digits;
  }
  throw new Error(`No number fits ${sub.min}..${sub.max} with ${sub.zeroDigits} zeros`);
}

function partsOf(places: readonly Place[], digits: readonly number[]): ExpandedPart[] {
  return places.flatMap((place, index) => {
    const digit = digits[index]!;
    return digit === 0 ? [] : [{ place, digit, value: blocksValue(place, digit) }];
  });
}

/** A shuffled order that is surely not the usual one (rotated when the shuffle changed nothing). */
function outOfOrder<T>(random: Random, items: readonly T[]): T[] {
  const shuffled = shuffle(random, items);
  const unchanged = shuffled.every((item, index) => item === items[index]);
  return unchanged && items.length > 1 ? [...items.slice(1), items[0]!] : shuffled;
}

/**
 * The child's typed part as a number, or null when blank or malformed. Whole numbers may be
 * grouped the English or the Spanish way (3,000 or 3.000); decimals take a point or a comma.
 */
export function parseTypedPart(text: string, decimal: boolean): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (decimal) {
    if (!/^(\d{1,4}([.,]\d{1,2})?|[.,]\d{1,2})$/.test(compact)) return null;
    return Number(compact.replace(',', '.'));
  }
  if (/^\d{1,7}$/.test(compact)) return Number(compact);
  if (/^\d{1,3}([.,]\d{3})+$/.test(compact)) return Number(compact.replace(/[.,]/g, ''));
  return null;
}

/** Right, wrong, or invalid (nothing built, nothing typed, a malformed number): invalid costs nothing. */
export function checkAnswer(
  problem: ExpandedFormProblem,
  answer: ExpandedFormAnswer,
): AnswerResult {
  if (problem.mode === 'build' && answer.kind === 'blocks') {
    const { counts } = answer;
    const wellFormed =
      counts.length === problem.digits.length &&
      counts.every((count) => Number.isInteger(count) && count >= 0 && count <= MAX_BLOCKS);
    if (!wellFormed || counts.every((count) => count === 0)) return 'invalid';
    return counts.every((count, index) => count === problem.digits[index]) ? 'right' : 'wrong';
  }
  if (problem.mode === 'blank' && answer.kind === 'typed') {
    const typed = parseTypedPart(answer.text, problem.decimal);
    if (typed === null) return 'invalid';
    return toTenths(typed) === toTenths(problem.answer) ? 'right' : 'wrong';
  }
  if (problem.mode === 'choose' && answer.kind === 'choice') {
    if (!problem.choices.includes(answer.value)) return 'invalid';
    return answer.value === problem.answer ? 'right' : 'wrong';
  }
  return 'invalid';
}
