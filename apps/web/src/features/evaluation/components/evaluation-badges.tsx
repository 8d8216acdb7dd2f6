import type { EvaluationSummary } from '@aula/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Where an evaluation stands, in words: waiting for the student, in progress (n of m answered)
 * or finished. The darkest shades keep the text readable on the light badge.
 */
const STATUS_COLOR = {
  assigned: 'orange.9',
  in_progress: 'indigo.9',
  finished: 'teal.9',
} as const;

export function EvaluationStatusBadge({ evaluation }: { evaluation: EvaluationSummary }) {
  const { t } = useTranslation('evaluation');
  const label =
    evaluation.status === 'assigned'
      ? t('status.assigned')
      : evaluation.status === 'in_progress'
        ? t('status.inProgress', { answered: evaluation.answered, total: evaluation.total })
        : t('status.finished');
  return (
    <Badge variant="light" color={STATUS_COLOR[evaluation.status]} tt="none">
      {label}
    </Badge>
  );
}
