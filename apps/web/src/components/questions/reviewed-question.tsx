import type { Answer, PublicItem, ReviewedItem } from '@aula/shared';
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { asSentences } from '../../lib/read-aloud';
import { ReadAloudButton } from '../ui/read-aloud-button';
import type { ReviewedOutcome } from './outcome';
import { QuestionImage } from './question-image';
import { ReviewChoices } from './review-choices';
import { ReviewDropdown } from './review-dropdown';
import { ReviewMatching } from './review-matching';
import { ReviewOrdering } from './review-ordering';
import { ReviewTyped } from './review-typed';

/**
 * The heading takes the darkest shade (text must reach 4.5:1); the icon's light disc takes the
 * plain colour, since a light variant of a dark shade paints the icon in its own background.
 */
const LOOK = {
  correct: { icon: IconCircleCheck, color: 'teal.9', iconColor: 'teal' },
  wrong: { icon: IconCircleX, color: 'red.9', iconColor: 'red' },
  timeout: { icon: IconClockX, color: 'orange.9', iconColor: 'orange' },
} as const;

interface ReviewedQuestionProps {
  item: PublicItem;
  review: ReviewedItem | null;
  /** What the child sent (null when the time ran out). */
  answer: Answer | null;
  outcome: ReviewedOutcome;
  headingOrder?: 2 | 3 | 4;
  /** Moves the focus to the outcome when it appears, right after answering. */
  focusOnShow?: boolean;
}

function ReviewBody({
  item,
  review,
  answer,
}: Pick<ReviewedQuestionProps, 'item' | 'answer'> & { review: ReviewedItem }) {
  switch (review.type) {
    case 'single_choice':
    case 'multiple_choice':
      return <ReviewChoices review={review} />;
    case 'numeric':
    case 'short_text':
      return <ReviewTyped review={review} answer={answer} />;
    case 'dropdown':
      return <ReviewDropdown review={review} item={item} answer={answer} />;
    case 'ordering':
      return <ReviewOrdering review={review} item={item} answer={answer} />;
    case 'matching':
      return <ReviewMatching review={review} item={item} />;
  }
}

/**
 * A question after answering: whether it was right (an icon and words, never colour alone),
 * the child's answer beside the correct one, the reason behind each choice and the explanation.
 * On a student's screen that reads aloud, the outcome, the prompt, each choice and the
 * explanation have their speaker buttons.
 */
export function ReviewedQuestion({
  item,
  review,
  answer,
  outcome,
  headingOrder = 2,
  focusOnShow = false,
}: ReviewedQuestionProps) {
  const { t } = useTranslation('assessments');
  const heading = useRef<HTMLHeadingElement>(null);
  const { icon: Icon, color, iconColor } = LOOK[outcome];

  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color={iconColor} size={40} radius="xl" aria-hidden>
          <Icon size={26} />
        </ThemeIcon>
        <Title
          order={headingOrder}
          size="h3"
          c={color}
          ref={heading}
          tabIndex={-1}
          style={{ outline: 'none' }}
        >
          {t(`review.outcome.${outcome}`)}
        </Title>
        <ReadAloudButton
          text={asSentences([
            t(`review.outcome.${outcome}`),
            outcome === 'timeout' ? t('review.timeoutText') : '',
          ])}
        />
      </Group>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Text size="lg" fw={600}>
          {item.prompt}
        </Text>
        <ReadAloudButton text={item.prompt} />
      </Group>
      {item.image ? <QuestionImage src={item.image} alt={item.image_alt} /> : null}
      {outcome === 'timeout' ? <Text>{t('review.timeoutText')}</Text> : null}
      {review ? <ReviewBody item={item} review={review} answer={answer} /> : null}
      {review?.explanation ? (
        <Paper radius="md" p="sm" bg="indigo.0">
          <Group wrap="nowrap" justify="space-between" align="flex-start" gap="sm">
            <Text>
              <Text span fw={700}>
                {t('review.explanation')}
              </Text>{' '}
              {review.explanation}
            </Text>
            <ReadAloudButton text={review.explanation} />
          </Group>
        </Paper>
      ) : null}
    </Stack>
  );
}
