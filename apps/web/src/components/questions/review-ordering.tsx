import type { Answer, PublicItem, ReviewedItem } from '@aula/shared';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerMark } from './answer-mark';

interface ReviewOrderingProps {
  review: Extract<ReviewedItem, { type: 'ordering' }>;
  item: PublicItem;
  answer: Answer | null;
}

/** The child's order beside the correct one, each place marked. */
export function ReviewOrdering({ review, item, answer }: ReviewOrderingProps) {
  const { t } = useTranslation('assessments');
  const yoursId = useId();
  const correctId = useId();
  const texts = new Map(
    [...(item.type === 'ordering' ? item.items : []), ...review.items].map((entry) => [
      entry.id,
      entry.text,
    ]),
  );
  const given = answer?.type === 'ordering' ? answer.order : [];
  return (
    <SimpleGrid cols={{ base: 1, sm: given.length > 0 ? 2 : 1 }} spacing="lg">
      {given.length > 0 ? (
        <Stack gap={4}>
          <Text fw={700} id={yoursId}>
            {t('review.yourOrder')}
          </Text>
          <Stack component="ol" gap={4} m={0} pl="lg" aria-labelledby={yoursId}>
            {given.map((id, index) => (
              <li key={id}>
                <Group gap="sm">
                  <Text>{texts.get(id) ?? id}</Text>
                  <AnswerMark correct={review.items[index]?.id === id} />
                </Group>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
      <Stack gap={4}>
        <Text fw={700} id={correctId}>
          {t('review.correctOrder')}
        </Text>
        <Stack component="ol" gap={4} m={0} pl="lg" aria-labelledby={correctId}>
          {review.items.map((entry) => (
            <li key={entry.id}>
              <Text>{entry.text}</Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </SimpleGrid>
  );
}
