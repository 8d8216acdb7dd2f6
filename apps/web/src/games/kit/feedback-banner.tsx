import { Alert, Button, Group } from '@mantine/core';
import { GAME_POINTS_PER_ANSWER } from '@aula/shared';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerResult } from './game-machine';
import classes from './kit.module.css';

interface FeedbackBannerProps {
  feedback: AnswerResult | null;
  livesLeft: number;
  onNext: () => void;
}

/**
 * What the answer was, in words and an icon (not colour alone), announced to screen readers.
 * After right or wrong the "Next" button takes the focus, so Enter moves on at once.
 */
export function FeedbackBanner({ feedback, livesLeft, onNext }: FeedbackBannerProps) {
  const { t } = useTranslation('games');
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (feedback === 'right' || feedback === 'wrong') next.current?.focus();
  }, [feedback]);

  const content =
    feedback === 'right'
      ? {
          color: 'green',
          icon: <IconCheck />,
          text: t('feedback.right', { points: GAME_POINTS_PER_ANSWER }),
        }
      : feedback === 'wrong'
        ? {
            color: 'red',
            icon: <IconX />,
            text: livesLeft === 0 ? t('feedback.wrongLast') : t('feedback.wrong'),
          }
        : feedback === 'invalid'
          ? { color: 'blue', icon: <IconInfoCircle />, text: t('feedback.invalid') }
          : null;

  return (
    <div className={classes.feedback} role="status" aria-live="polite">
      {content ? (
        <Alert
          color={content.color}
          icon={content.icon}
          variant="light"
          radius="lg"
          className={classes.pop}
          data-testid="game-feedback"
          data-feedback={feedback}
        >
          <Group justify="space-between" gap="sm">
            <strong>{content.text}</strong>
            {feedback !== 'invalid' ? (
              <Button ref={next} size="xs" variant="default" onClick={onNext}>
                {t('feedback.next')}
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}
    </div>
  );
}
