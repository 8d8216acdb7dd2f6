import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconConfetti, IconMoodSmile } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameState } from './game-machine';
import { starsOf } from './game-machine';
import classes from './kit.module.css';
import { Stars } from './stars';

interface CompletedScreenProps {
  state: GameState;
  levelCount: number;
  /** The best score saved before this round; null while unknown. */
  previousBest: number | null;
  saveFailed: boolean;
  menuPath: string;
  onPlayAgain: () => void;
  onNextLevel: () => void;
  onChooseLevel: () => void;
}

/** The end of a round: won or out of lives, the score and stars, and what to do next. */
export function CompletedScreen(props: CompletedScreenProps) {
  const { state, levelCount, previousBest, menuPath } = props;
  const { t } = useTranslation('games');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const won = state.won === true;
  const hasNextLevel = won && state.settings.level + 1 < levelCount;

  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="md" ta="center">
        {won ? (
          <IconConfetti size={64} aria-hidden className={classes.pop} />
        ) : (
          <IconMoodSmile size={64} aria-hidden />
        )}
        <Title order={2} ref={heading} tabIndex={-1}>
          {won ? t('completed.wonTitle') : t('completed.lostTitle')}
        </Title>
        <Text size="lg">
          {won
            ? t('completed.wonText', { number: state.settings.level + 1 })
            : t('completed.lostText')}
        </Text>
        <Stars count={starsOf(state)} />
        <Text size="xl" fw={700} data-testid="game-final-score">
          {t('completed.score', { score: state.score })}
        </Text>
        {previousBest !== null && state.score > previousBest ? (
          <Text c="teal.8" fw={600}>
            {t('completed.newBest')}
          </Text>
        ) : previousBest !== null ? (
          <Text c="dimmed">{t('completed.best', { score: previousBest })}</Text>
        ) : null}
        {props.saveFailed ? (
          <Alert color="orange" variant="light">
            {t('completed.saveFailed')}
          </Alert>
        ) : null}
        <Group justify="center">
          <Button size="lg" radius="xl" onClick={props.onPlayAgain}>
            {t('completed.playAgain')}
          </Button>
          {hasNextLevel ? (
            <Button size="lg" radius="xl" variant="light" onClick={props.onNextLevel}>
              {t('completed.nextLevel')}
            </Button>
          ) : null}
          <Button variant="default" onClick={props.onChooseLevel}>
            {t('completed.chooseLevel')}
          </Button>
          <Button component={Link} to={menuPath} variant="subtle">
            {t('completed.allGames')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
