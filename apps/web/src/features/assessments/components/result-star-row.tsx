import type { AttemptQuestion } from '@aula/shared';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { outcomeOf } from '../../../components/questions/outcome';
import { ResultStar } from '../../../components/questions/result-star';

/** The pictures of a row of answered questions, named "Question 2: incorrect". */
export function ResultStarRow({ questions, size }: { questions: AttemptQuestion[]; size: number }) {
  const { t } = useTranslation('assessments');
  return (
    <Group
      component="ul"
      gap="sm"
      m={0}
      p={0}
      aria-label={t('review.pictures')}
      style={{ listStyle: 'none' }}
    >
      {questions.map((question) => {
        const outcome = outcomeOf(question);
        if (!outcome) return null;
        return (
          <li key={question.position}>
            <ResultStar
              outcome={outcome}
              size={size}
              label={t('review.listItem', {
                position: question.position,
                outcome: t(`review.short.${outcome}`),
              })}
            />
          </li>
        );
      })}
    </Group>
  );
}
