import { Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "Correct" or "Incorrect" beside a part of an answer: an icon and a word, never colour alone. */
export function AnswerMark({ correct }: { correct: boolean }) {
  const { t } = useTranslation('assessments');
  const Icon = correct ? IconCircleCheck : IconCircleX;
  return (
    <Group component="span" gap={4} wrap="nowrap" c={correct ? 'teal.9' : 'red.9'}>
      <Icon size={18} aria-hidden />
      <Text span size="sm" fw={700}>
        {correct ? t('review.mark.correct') : t('review.mark.incorrect')}
      </Text>
    </Group>
  );
}
