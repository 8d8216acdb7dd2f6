import type { Language } from '../constants';

/**
 * How results are expressed (docs/product-rules.md#grades-and-percentages): the quiz score of 1-5,
 * percentages with two decimals unless whole, and letter grades.
 */

/** A quiz's score shown to the child: correct answers + 1 (1 to 5). */
export function quizScore(correctAnswers: number): number {
  return correctAnswers + 1;
}

/** correct / total × 100, rounded to two decimals (a whole number stays whole). */
export function percentage(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((correct / total) * 100 * 100) / 100;
}

/** "80", "66.67" ("66,67" in Spanish): two decimals unless whole. */
export function formatPercentage(value: number, language: Language = 'en'): string {
  const rounded = Math.round(value * 100) / 100;
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2);
  return language === 'es' ? text.replace('.', ',') : text;
}

export const LETTER_GRADES = [
  { letter: 'A', min: 94 },
  { letter: 'A-', min: 90 },
  { letter: 'B+', min: 87 },
  { letter: 'B', min: 83 },
  { letter: 'B-', min: 80 },
  { letter: 'C+', min: 77 },
  { letter: 'C', min: 73 },
  { letter: 'C-', min: 70 },
  { letter: 'D+', min: 67 },
  { letter: 'D', min: 63 },
  { letter: 'D-', min: 60 },
  { letter: 'F', min: -Infinity },
] as const;
export type LetterGrade = (typeof LETTER_GRADES)[number]['letter'];

export function letterGrade(percent: number): LetterGrade {
  return LETTER_GRADES.find((grade) => percent >= grade.min)!.letter;
}

/**
 * Whether a finished test reaches the pass mark (a percentage; 0: any finished test). Compared
 * in whole numbers, so 6 of 10 is exactly 60 % and never falls short by a rounding.
 */
export function reachesPassMark(correct: number, total: number, passPercent: number): boolean {
  return passPercent === 0 || (total > 0 && correct * 100 >= total * passPercent);
}
