import type { Answer, ReviewedItem } from '@aula/shared';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnswerMark } from './answer-mark';

type TypedReview = Extract<ReviewedItem, { type: 'numeric' | 'short_text' }>;

function typedText(answer: Answer | null): string {
  if (answer?.type === 'numeric') return answer.value;
  if (answer?.type === 'short_text') return answer.text;
  return '';
}

/** A typed answer (a number or words): what the child wrote, and what was expected. */
export function ReviewTyped({ review, answer }: { review: TypedReview; answer: Answer | null }) {
  const { t } = useTranslation('assessments');
  const given = typedText(answer).trim();
  const expected =
    review.type === 'numeric'
      ? [review.value_text, review.unit].filter(Boolean).join(' ')
      : (review.accepted[0] ?? '');
  const alsoAccepted = review.type === 'short_text' ? review.accepted.slice(1) : [];
  return (
    <Stack gap={6}>
      <Group gap="sm">
        <Text>
          <Text span fw={700}>
            {t('review.yourAnswer')}
          </Text>{' '}
          {given || t('review.noAnswer')}
        </Text>
        {given ? <AnswerMark correct={review.outcome === 'correct'} /> : null}
      </Group>
      <Text>
        <Text span fw={700}>
          {t('review.correctAnswerIs')}
        </Text>{' '}
        {expected}
      </Text>
      {alsoAccepted.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('review.alsoAccepted', { answers: alsoAccepted.join(', ') })}
        </Text>
      ) : null}
    </Stack>
  );
}
