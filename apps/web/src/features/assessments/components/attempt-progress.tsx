import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface AttemptProgressProps {
  position: number;
  total: number;
  answered: number;
}

/** "Question 2 of 4" and a bar of the questions answered so far. */
export function AttemptProgress({ position, total, answered }: AttemptProgressProps) {
  const { t } = useTranslation('assessments');
  const label = t('attempt.progress', { position, total });
  return (
    <Stack gap={6} style={{ flex: 1 }}>
      <Text fw={700} size="lg">
        {label}
      </Text>
      <Progress
        value={total > 0 ? (answered / total) * 100 : 0}
        size="lg"
        radius="xl"
        aria-label={t('attempt.answered', { answered, total })}
      />
    </Stack>
  );
}
