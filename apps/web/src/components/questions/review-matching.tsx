import type { PublicItem, ReviewedItem } from '@aula/shared';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnswerMark } from './answer-mark';

interface ReviewMatchingProps {
  review: Extract<ReviewedItem, { type: 'matching' }>;
  item: PublicItem;
}

/** Each left entry with the partner the child chose and the one that belongs with it. */
export function ReviewMatching({ review, item }: ReviewMatchingProps) {
  const { t } = useTranslation('assessments');
  const rights = new Map(
    [
      ...(item.type === 'matching' ? item.right : []),
      ...review.pairs.map((pair) => pair.right),
    ].map((entry) => [entry.id, entry.text]),
  );
  return (
    <Stack component="ul" gap={6} m={0} pl="md">
      {review.pairs.map((pair) => {
        const chosen = pair.chosen_right_id ? rights.get(pair.chosen_right_id) : undefined;
        return (
          <li key={pair.left.id}>
            <Group gap="sm">
              <Text>
                {t('review.matchResult', {
                  left: pair.left.text,
                  chosen: chosen ?? t('review.noAnswer'),
                  correct: pair.right.text,
                })}
              </Text>
              {chosen ? <AnswerMark correct={pair.is_correct} /> : null}
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
