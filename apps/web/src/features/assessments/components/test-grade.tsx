import type { Test } from '@aula/shared';
import { letterGrade } from '@aula/shared';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { percentNumber } from '../../../lib/format';

/** The test's percentage and letter grade, written large, and the count of right answers. */
export function TestGrade({ test }: { test: Test }) {
  const { t } = useTranslation('assessments');
  const language = useLanguage();
  const percent = test.percentage ?? 0;
  return (
    <Stack gap="xs" align="center">
      <Group gap={48} justify="center">
        <Stack gap={0} align="center">
          <Text fw={700}>{t('test.results.percentage')}</Text>
          <Text fz={64} fw={800} lh={1.1} c="indigo.8">
            {t('test.results.percentValue', { percent: percentNumber(percent, language) })}
          </Text>
        </Stack>
        <Stack gap={0} align="center">
          <Text fw={700}>{t('test.results.grade')}</Text>
          <Text fz={64} fw={800} lh={1.1} c="indigo.8">
            {test.letter_grade ?? letterGrade(percent)}
          </Text>
        </Stack>
      </Group>
      <Text size="lg">
        {t('test.results.correct', { correct: test.correct_count, total: test.total })}
      </Text>
    </Stack>
  );
}
