import type { AttemptQuestion } from '@aula/shared';
import { useCallback } from 'react';
import { useLanguage } from '../../lib/i18n';

/** The numbers of the questions answered wrong or left to time out, in order. */
export function missedPositions(questions: readonly AttemptQuestion[]): number[] {
  return questions
    .filter((question) => question.status === 'wrong' || question.status === 'timeout')
    .map((question) => question.position);
}

/**
 * Joins numbers as the language lists them ("2, 5 and 7", "2, 5 y 7"): Intl.ListFormat knows
 * each language's conjunction, which a translated separator alone cannot get right.
 */
export function useListFormat(): (numbers: readonly number[]) => string {
  const language = useLanguage();
  return useCallback(
    (numbers) =>
      new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(
        numbers.map(String),
      ),
    [language],
  );
}
