import type { ReviewedItem } from '@aula/shared';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { asSentences } from '../../lib/read-aloud';
import { ReadAloudButton } from '../ui/read-aloud-button';

type ChoiceReview = Extract<ReviewedItem, { type: 'single_choice' | 'multiple_choice' }>;

/** Every choice, with which the child chose, which are right, and why each is or is not. */
export function ReviewChoices({ review }: { review: ChoiceReview }) {
  const { t } = useTranslation('assessments');
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {review.choices.map((choice) => {
        const Icon = choice.correct ? IconCircleCheck : choice.chosen ? IconCircleX : IconCircle;
        const color = choice.correct ? 'teal-9' : choice.chosen ? 'red-9' : 'gray-7';
        return (
          <Paper component="li" key={choice.id} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs">
              <Group gap="sm" wrap="nowrap">
                <Icon size={22} aria-hidden color={`var(--mantine-color-${color})`} />
                <Text fw={choice.chosen ? 700 : 400}>{choice.text}</Text>
              </Group>
              <Group gap="xs">
                {choice.chosen ? (
                  <Badge
                    variant="light"
                    tt="none"
                    color={choice.correct ? 'teal.9' : 'red.9'}
                    leftSection={
                      choice.correct ? (
                        <IconCircleCheck size={14} aria-hidden />
                      ) : (
                        <IconCircleX size={14} aria-hidden />
                      )
                    }
                  >
                    {choice.correct ? t('review.yourChoiceRight') : t('review.yourChoiceWrong')}
                  </Badge>
                ) : null}
                {choice.correct && !choice.chosen ? (
                  <Badge variant="light" tt="none" color="teal.9">
                    {t('review.correctAnswer')}
                  </Badge>
                ) : null}
                <ReadAloudButton text={asSentences([choice.text, choice.rationale ?? ''])} />
              </Group>
            </Group>
            {choice.rationale ? (
              <Text size="sm" c="dimmed" mt={4}>
                {choice.rationale}
              </Text>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
