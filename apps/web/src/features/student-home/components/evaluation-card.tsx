import type { EvaluationSummary } from '@aula/shared';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconClipboardCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWaitingEvaluations } from '../api/get-waiting-evaluations';

function WaitingEvaluation({ evaluation }: { evaluation: EvaluationSummary }) {
  const { t } = useTranslation('home');
  const begun = evaluation.status === 'in_progress';
  const subjects = evaluation.subjects.map((subject) => subject.subject_name).join(', ');
  return (
    <Group justify="space-between" gap="sm" align="center">
      <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
        <Text fw={700}>{t('evaluation.what', { grade: evaluation.grade_name, subjects })}</Text>
        <Text size="sm">
          {begun
            ? t('evaluation.begun', { answered: evaluation.answered, total: evaluation.total })
            : t('evaluation.questions', { count: evaluation.total })}
        </Text>
      </Stack>
      <Button
        component={Link}
        to={`/evaluation/${evaluation.id}`}
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        {begun ? t('evaluation.continue') : t('evaluation.start')}
      </Button>
    </Group>
  );
}

/**
 * "Your tutor has an evaluation for you", when one waits: each evaluation still to answer, with
 * the way to start it or carry on. Nothing shows otherwise, nor while it loads or if the question
 * fails: the rest of the home screen does not depend on it.
 */
export function EvaluationCard() {
  const { t } = useTranslation('home');
  const titleId = useId();
  const waiting = useWaitingEvaluations();
  if (!waiting.isSuccess || waiting.data.length === 0) return null;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      padding="lg"
      bg="yellow.0"
    >
      <Group gap="md" align="flex-start" wrap="nowrap">
        <ThemeIcon size={48} radius="xl" color="indigo.8" aria-hidden>
          <IconClipboardCheck />
        </ThemeIcon>
        <Stack gap="sm" style={{ flex: 1 }}>
          <Stack gap={2}>
            <Title order={2} size="h4" id={titleId}>
              {t('evaluation.title')}
            </Title>
            <Text>{t('evaluation.text')}</Text>
          </Stack>
          {waiting.data.map((evaluation) => (
            <WaitingEvaluation key={evaluation.id} evaluation={evaluation} />
          ))}
        </Stack>
      </Group>
    </Card>
  );
}
