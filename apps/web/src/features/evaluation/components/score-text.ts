import type { LetterGrade } from '@aula/shared';
import { letterGrade } from '@aula/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { percentNumber } from '../../../lib/format';

/**
 * "87.5% · B+": a result as every evaluation screen writes it. The letter is the server's; it
 * is worked out from the percentage only if the server left it out.
 */
export function useScoreText() {
  const { t } = useTranslation('evaluation');
  const language = useLanguage();
  return (percentage: number, letter: LetterGrade | null) =>
    t('score', {
      percent: percentNumber(percentage, language),
      grade: letter ?? letterGrade(percentage),
    });
}

/** "87.5%", two decimals unless whole. */
export function usePercentText() {
  const { t } = useTranslation('evaluation');
  const language = useLanguage();
  return (percentage: number) => t('percent', { percent: percentNumber(percentage, language) });
}
