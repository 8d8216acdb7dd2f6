import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The maximum quiz score: every question right, plus one (docs/product-rules.md#quiz-score). */
const MAX_SCORE = 5;

/** "Score 4 of 5", the number written large. */
export function QuizScore({ score }: { score: number }) {
  const { t } = useTranslation('assessments');
  return (
    <Text size="xl" fw={700} ta="center">
      {t('quiz.results.score')}{' '}
      <Text span fz={64} fw={800} c="indigo.8" lh={1}>
        {score}
      </Text>{' '}
      {t('quiz.results.scoreOf', { max: MAX_SCORE })}
    </Text>
  );
}
