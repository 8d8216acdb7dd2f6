import type { EvaluationDetail, EvaluationQuestion } from '@aula/shared';
import { Accordion, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResultStar } from '../../../components/questions/result-star';
import { ReviewedQuestion } from '../../../components/questions/reviewed-question';

/** An evaluation has no time limit: an answer is either right or wrong. */
function outcomeOf(question: EvaluationQuestion): 'correct' | 'wrong' | null {
  if (question.answered_correctly === null) return null;
  return question.answered_correctly ? 'correct' : 'wrong';
}

/**
 * The full results question by question, subject by subject (each an h3 under the screen's h2):
 * every question opens to the answer given, the correct answer and the explanation.
 */
export function EvaluationReview({ evaluation }: { evaluation: EvaluationDetail }) {
  const { t } = useTranslation('evaluation');
  return (
    <Stack gap="lg">
      {evaluation.subjects.map((subject) => {
        const questions = evaluation.questions
          .filter((question) => question.subject_id === subject.subject_id)
          .sort((a, b) => a.position - b.position);
        return (
          <Stack gap="sm" key={subject.subject_id}>
            <Title order={3} size="h4">
              {t('review.subject', {
                name: subject.subject_name,
                abbreviation: subject.abbreviation,
                correct: subject.correct,
                total: subject.total,
              })}
            </Title>
            <Accordion multiple variant="separated" radius="md" order={4}>
              {questions.map((question, index) => {
                const outcome = outcomeOf(question);
                if (!outcome) return null;
                return (
                  <Accordion.Item key={question.id} value={String(question.id)}>
                    <Accordion.Control icon={<ResultStar outcome={outcome} size={28} />}>
                      <Stack gap={0}>
                        <Text fw={700}>
                          {t('review.question', {
                            number: index + 1,
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
          </Stack>
        );
      })}
    </Stack>
  );
}
