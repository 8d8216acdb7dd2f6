import type { Random } from '../kit/random';
import { shuffle } from '../kit/random';
import { MAX_BLOCKS } from './places';

/**
 * Wrong choices for "which number is 3,000 + 400 + 2?" that a child could really pick, best
 * first: at most one of the short slips (zeros forgotten: 32 for 3,000 + 2), then look-alikes
 * of the same length (digits swapped, one block more or fewer), so the length alone never
 * gives the answer away. Whole numbers only.
 */
export function lookAlikeNumbers(
  random: Random,
  digits: readonly number[],
  shownParts: readonly { digit: number }[],
): number[] {
  const answer = numberOf(digits);
  const shortSlips = shuffle(random, [
    numberOf(digits.filter((digit) => digit !== 0)),
    // The terms' digits run together in the order they are written: 40 + 3,000 read as 43.
    numberOf(shownParts.map((part) => part.digit)),
  ]).filter((slip) => slip !== answer && String(slip).length < digits.length);
  const candidates = [
    ...shortSlips.slice(0, 1),
    ...shuffle(random, neighbourSwaps(digits)),
    ...shuffle(random, oneBlockChanges(digits)),
  ];
  return [...new Set(candidates.filter((candidate) => candidate > 0 && candidate !== answer))];
}

function numberOf(digits: readonly number[]): number {
  return digits.reduce((sum, digit) => sum * 10 + digit, 0);
}

/** Two neighbouring digits swapped (3,402 → 4,302, 3,042, 3,420), keeping a non-zero lead. */
function neighbourSwaps(digits: readonly number[]): number[] {
  return digits.slice(0, -1).flatMap((_, index) => {
    const swapped = [...digits];
    [swapped[index], swapped[index + 1]] = [swapped[index + 1]!, swapped[index]!];
    return swapped[0] === 0 ? [] : [numberOf(swapped)];
  });
}

/** One block more or fewer in one column, the number keeping its length. */
function oneBlockChanges(digits: readonly number[]): number[] {
  return digits.flatMap((digit, index) =>
    [digit - 1, digit + 1].flatMap((changed) => {
      const fits = changed >= (index === 0 ? 1 : 0) && changed <= MAX_BLOCKS;
      return fits ? [numberOf(digits.map((old, at) => (at === index ? changed : old)))] : [];
    }),
  );
}
