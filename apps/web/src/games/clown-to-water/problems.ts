import type { AnswerResult } from '../kit/game-machine';
import type { Random } from '../kit/random';
import { exerciseRandom, pick, randomInt } from '../kit/random';
import type { BonusStep, FactsStep, RingPoints } from './levels';
import { levelAt } from './levels';
import { parseWholeNumber } from '../kit/parse-number';

/**
 * The problems of Clown to Water, pure (no React, no DOM) so that the play screen, the unit
 * tests and the Playwright journey all deal out the very same sums from a seed.
 */

export type Operator = '+' | '-';

/** "7 + 5 = ?": the answer is always the number after the equals sign. */
export interface FactProblem {
  kind: 'fact';
  left: number;
  operator: Operator;
  right: number;
  answer: number;
}

/** Where one ball of the bonus round landed on the target. */
export interface BallHit {
  points: RingPoints;
  /** Degrees around the target's centre, 0 pointing right. */
  angle: number;
  /** 0..1 across the ring's band: 0 its inner edge, 1 its outer edge. */
  reach: number;
}

/** The bonus round: balls on a ring target; the answer is the points they add up to. */
export interface BonusProblem {
  kind: 'bonus';
  hits: readonly BallHit[];
  answer: number;
}

export type ClownProblem = FactProblem | BonusProblem;

/** The problem of one exercise of a round: the same seed always gives the same problem. */
export function generateProblem(level: number, exercise: number, seed: number): ClownProblem {
  const row = levelAt(level);
  const step = Math.min(Math.max(0, Math.trunc(exercise)), row.steps.length - 1);
  const random = exerciseRandom(seed, level, exercise);
  return row.kind === 'facts'
    ? generateFact(random, row.steps[step]!)
    : generateBonus(random, row.steps[step]!);
}

function generateFact(random: Random, step: FactsStep): FactProblem {
  // The bigger number sets the range; both operands are at least 1, so no "+ 0" and no result
  // below 1 (children meet zero elsewhere; here it would only make the sum trivial).
  const bigger = randomInt(random, step.min, step.max);
  if (random() < step.subtractionShare) {
    const right = randomInt(random, 1, bigger - 1);
    return { kind: 'fact', left: bigger, operator: '-', right, answer: bigger - right };
  }
  const left = randomInt(random, 1, bigger - 1);
  return { kind: 'fact', left, operator: '+', right: bigger - left, answer: bigger };
}

function generateBonus(random: Random, step: BonusStep): BonusProblem {
  const points = Array.from({ length: step.balls }, () => pick(random, step.rings));
  // Balls on the same ring are spread evenly around it (with a little wobble), so no ball hides
  // another and the child can count every one. They land in the 320° from 290° round to 250°:
  // the top of the target (250°–290°, y pointing down) is kept for the rings' labels.
  const hits: BallHit[] = [];
  for (const ring of [1, 5, 10] as const) {
    const onRing = points.filter((value) => value === ring).length;
    const start = randomInt(random, 0, 319);
    for (let index = 0; index < onRing; index += 1) {
      const along = (start + (index * 320) / onRing + randomInt(random, -3, 3) + 320) % 320;
      hits.push({ points: ring, angle: (290 + along) % 360, reach: random() });
    }
  }
  return { kind: 'bonus', hits, answer: points.reduce((sum, value) => sum + value, 0) };
}

/** Right or wrong for a number; a blank or malformed answer is invalid and costs no life. */
export function checkAnswer(problem: ClownProblem, text: string): AnswerResult {
  const value = parseWholeNumber(text);
  if (value === null) return 'invalid';
  return value === problem.answer ? 'right' : 'wrong';
}

/** The points of a bonus problem counted per ring, for the scene's description. */
export function ballsPerRing(problem: BonusProblem): Record<RingPoints, number> {
  const counts: Record<RingPoints, number> = { 1: 0, 5: 0, 10: 0 };
  for (const hit of problem.hits) counts[hit.points] += 1;
  return counts;
}
