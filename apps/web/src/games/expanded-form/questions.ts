import type { Language } from '@aula/shared';
import { expandedText, formatNumber } from './format';
import type { ExpandedFormProblem } from './problems';
import type { ExpandedFormTexts } from './texts';

export interface Question {
  /** The instruction in the speech bubble. */
  shown: string;
  /** The whole question read aloud, the sum in words. */
  spoken: string;
  /** The full equation shown once the answer is right: "3,402 = 3,000 + 400 + 2". */
  solution: string;
}

export function questionOf(
  problem: ExpandedFormProblem,
  texts: ExpandedFormTexts,
  language: Language,
): Question {
  const number = formatNumber(problem.value, language);
  const values = problem.parts.map((part) => part.value);
  const solution = `${number} = ${expandedText(values, language)}`;
  if (problem.mode === 'build') {
    const shown = texts.build(number);
    return { shown, spoken: shown, solution };
  }
  if (problem.mode === 'blank') {
    const missing = { index: problem.missingIndex, blank: texts.blankWord };
    const spokenSum = expandedText(values, language, { missing, plus: texts.plus });
    return { shown: texts.blankQuestion, spoken: texts.blankSpoken(number, spokenSum), solution };
  }
  const shownValues = problem.shownParts.map((part) => part.value);
  const spokenSum = expandedText(shownValues, language, { plus: texts.plus });
  return {
    shown: texts.chooseQuestion,
    spoken: texts.chooseSpoken(spokenSum),
    solution: `${expandedText(shownValues, language)} = ${number}`,
  };
}
