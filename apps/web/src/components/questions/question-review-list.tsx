import type { AttemptQuestion } from '@aula/shared';
import { Accordion, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReviewedQuestion } from './reviewed-question';
import { outcomeOf } from './outcome';
import { ResultStar } from './result-star';

/**
 * Every answered question, each opening to its review: the answer given, the correct answer
 * and the explanation. The headings sit under the screen's "Review your answers" (h2).
 */
export function QuestionReviewList({ questions }: { questions: AttemptQuestion[] }) {
  const { t } = useTranslation('assessments');
  return (
    <Accordion multiple variant="separated" radius="md" order={3}>
      {questions.map((question) => {
        const outcome = outcomeOf(question);
        if (!outcome) return null;
        return (
          <Accordion.Item key={question.position} value={String(question.position)}>
            <Accordion.Control icon={<ResultStar outcome={outcome} size={32} />}>
              <Stack gap={0}>
                <Text fw={700}>
                  {t('review.listItem', {
                    position: question.position,
                    outcome: t(`review.short.${outcome}`),
                  })}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {question.item.prompt}
                </Text>
              </Stack>
            </Accordion.Control>
            <Accordion.Panel>
              <ReviewedQuestion
                item={question.item}
                review={question.review}
                answer={question.answer}
                outcome={outcome}
                headingOrder={4}
              />
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
