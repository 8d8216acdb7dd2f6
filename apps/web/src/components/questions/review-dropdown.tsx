import type { Answer, PublicItem, ReviewedItem } from '@aula/shared';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnswerMark } from './answer-mark';
import { sentenceParts } from './sentence-parts';

interface ReviewDropdownProps {
  review: Extract<ReviewedItem, { type: 'dropdown' }>;
  item: PublicItem;
  answer: Answer | null;
}

/** The sentence as it should read, then each blank: what the child chose and what fits. */
export function ReviewDropdown({ review, item }: ReviewDropdownProps) {
  const { t } = useTranslation('assessments');
  const blanks = new Map(review.blanks.map((blank) => [blank.id, blank]));
  // Option keys are per blank ("o1" in two blanks are two options).
  const optionText = (blankId: string, optionId: string) =>
    item.type === 'dropdown'
      ? item.blanks
          .find((blank) => blank.id === blankId)
          ?.options.find((option) => option.id === optionId)?.text
      : undefined;
  const sentence = item.type === 'dropdown' ? item.sentence : '';
  const completed = sentenceParts(sentence)
    .map((part) =>
      'text' in part ? part.text : (blanks.get(part.blankId)?.correct_option.text ?? ''),
    )
    .join('');

  return (
    <Stack gap={6}>
      {completed ? (
        <Text>
          <Text span fw={700}>
            {t('review.correctSentence')}
          </Text>{' '}
          {completed}
        </Text>
      ) : null}
      <Stack component="ul" gap={4} m={0} pl="md">
        {review.blanks.map((blank, index) => {
          const chosen = blank.chosen_option_id
            ? optionText(blank.id, blank.chosen_option_id)
            : undefined;
          return (
            <li key={blank.id}>
              <Group gap="sm">
                <Text>
                  {t('review.blankResult', {
                    number: index + 1,
                    chosen: chosen ?? t('review.noAnswer'),
                    correct: blank.correct_option.text,
                  })}
                </Text>
                {chosen ? <AnswerMark correct={blank.is_correct} /> : null}
              </Group>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
