import type { GamePreferences } from '@aula/shared';
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CompletedScreen } from './completed-screen';
import { FeedbackBanner } from './feedback-banner';
import type { GameDefinition } from './game-definition';
import { GameHud } from './game-hud';
import { HomeScreen } from './home-screen';
import classes from './kit.module.css';
import { useGameRunner } from './use-game-runner';

interface GameRunnerProps {
  definition: GameDefinition;
  cover: ReactNode;
  preferences: GamePreferences;
  levelsWon: readonly number[];
  /** The best score saved before this visit, for "New best score!"; null while unknown. */
  bestScore: number | null;
  fixedSeed: number | null;
  menuPath: string;
}

/** One game from its home screen, through play, to the completed screen. */
export function GameRunner(props: GameRunnerProps) {
  const { definition, menuPath } = props;
  const { state, actions, language, reducedMotion, recording } = useGameRunner(props);
  const texts = definition.texts[language];
  const { Play } = definition;

  return (
    <Stack gap="md" className={classes.frame}>
      <Title order={1} size="h2">
        {texts.title}
      </Title>
      {state.screen === 'home' ? (
        <HomeScreen
          texts={texts}
          cover={props.cover}
          state={state}
          menuPath={menuPath}
          onLevel={actions.setLevel}
          onToggleMute={actions.toggleMute}
          onToggleSpeech={actions.toggleSpeech}
          onReadAloud={() => actions.say(texts.howToPlay)}
          onStart={() => {
            actions.playSound('tap');
            actions.start();
          }}
        />
      ) : null}
      {state.screen === 'play' ? (
        <>
          <GameHud
            state={state}
            levelName={texts.levels[state.settings.level] ?? ''}
            onToggleMute={actions.toggleMute}
            onToggleSpeech={actions.toggleSpeech}
            onQuit={actions.home}
          />
          <FeedbackBanner feedback={state.feedback} livesLeft={state.lives} onNext={actions.next} />
          <div className={classes.playArea} data-testid="game-play">
            <Play
              key={`${state.round}-${state.exercise}-${state.tries}`}
              level={state.settings.level}
              exercise={state.exercise}
              seed={state.seed}
              feedback={state.feedback}
              language={language}
              reducedMotion={reducedMotion}
              onAnswer={actions.answer}
              say={actions.say}
              playSound={actions.playSound}
            />
          </div>
        </>
      ) : null}
      {state.screen === 'completed' ? (
        <CompletedScreen
          state={state}
          levelCount={definition.levelCount}
          previousBest={state.bestBeforeRound}
          saveFailed={recording.isError}
          menuPath={menuPath}
          onPlayAgain={actions.start}
          onNextLevel={() => {
            actions.setLevel(state.settings.level + 1);
            actions.start();
          }}
          onChooseLevel={actions.home}
        />
      ) : null}
    </Stack>
  );
}
