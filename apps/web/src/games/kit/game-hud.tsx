import { GAME_LIVES } from '@aula/shared';
import { ActionIcon, Group, Progress, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  IconHeart,
  IconHeartFilled,
  IconVolume,
  IconVolumeOff,
  IconMessageCircle,
  IconMessageCircleOff,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WithTooltip } from '../../components/ui/with-tooltip';
import type { GameState } from './game-machine';
import classes from './kit.module.css';

interface GameHudProps {
  state: GameState;
  levelName: string;
  onToggleMute: () => void;
  onToggleSpeech: () => void;
  onQuit: () => void;
}

/** Score, lives (shape and words, never colour alone), the exercise reached, and the toggles. */
export function GameHud({ state, levelName, onToggleMute, onToggleSpeech, onQuit }: GameHudProps) {
  const { t } = useTranslation('games');
  const shownExercise = Math.min(state.exercise + 1, state.exercises);
  // Each button is named after what it does now ("Turn sound off"), so no pressed state is needed.
  const button = (label: string, onClick: () => void, icon: ReactNode) => (
    <WithTooltip label={label}>
      {(ref) => (
        <ActionIcon
          ref={ref}
          variant="light"
          size="lg"
          radius="xl"
          aria-label={label}
          onClick={onClick}
        >
          {icon}
        </ActionIcon>
      )}
    </WithTooltip>
  );

  return (
    <div className={classes.hud}>
      <dl className={classes.hudItem}>
        <dt>{t('hud.score')}</dt>
        <dd data-testid="game-score">{state.score}</dd>
      </dl>
      <dl className={classes.hudItem}>
        <dt>{t('hud.lives')}</dt>
        <dd>
          <Group gap={2} aria-hidden>
            {Array.from({ length: GAME_LIVES }, (_, index) =>
              index < state.lives ? (
                <IconHeartFilled key={index} size={22} className={classes.heart} />
              ) : (
                <IconHeart key={index} size={22} className={classes.heartLost} />
              ),
            )}
          </Group>
          <VisuallyHidden data-testid="game-lives">
            {t('hud.livesLeft', { count: state.lives, max: GAME_LIVES })}
          </VisuallyHidden>
        </dd>
      </dl>
      <div style={{ flex: '1 1 12rem' }}>
        <div>
          {t('hud.level', { number: state.settings.level + 1, name: levelName })} ·{' '}
          <span data-testid="game-exercise">
            {t('hud.exercise', { current: shownExercise, total: state.exercises })}
          </span>
        </div>
        <Progress
          value={(state.exercise / state.exercises) * 100}
          aria-label={t('hud.exercise', { current: shownExercise, total: state.exercises })}
          mt={4}
        />
      </div>
      <Group gap="xs">
        {button(
          state.settings.muted ? t('hud.unmute') : t('hud.mute'),
          onToggleMute,
          state.settings.muted ? <IconVolumeOff size={20} /> : <IconVolume size={20} />,
        )}
        {button(
          state.settings.speech ? t('hud.speechOff') : t('hud.speechOn'),
          onToggleSpeech,
          state.settings.speech ? (
            <IconMessageCircle size={20} />
          ) : (
            <IconMessageCircleOff size={20} />
          ),
        )}
        {button(t('hud.quit'), onQuit, <IconX size={20} />)}
      </Group>
    </div>
  );
}
