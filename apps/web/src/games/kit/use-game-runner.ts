import type { GameName, GamePreferences } from '@aula/shared';
import { GAME_POINTS_PER_ANSWER } from '@aula/shared';
import { useReducedMotion } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useLanguage } from '../../lib/i18n';
import { useRecordGamePlay } from './api/record-game-play';
import { useSaveGamePreferences } from './api/game-preferences';
import type { GameDefinition } from './game-definition';
import type { AnswerResult } from './game-machine';
import { createGameReducer, initialGameState } from './game-machine';
import { randomSeed } from './random';
import type { SoundEffect } from './sounds';
import { playSoundEffect } from './sounds';
import { speak, stopSpeaking } from '../../lib/speech';

/** How long right or wrong stays on screen before play goes on (the "Next" button skips it). */
export const FEEDBACK_MS = 1_800;
/** An invalid answer's hint fades sooner: nothing was lost. */
export const INVALID_FEEDBACK_MS = 2_500;

export interface GameRunnerOptions {
  definition: GameDefinition;
  preferences: GamePreferences;
  levelsWon: readonly number[];
  /** The best score saved before; null while unknown. */
  bestScore: number | null;
  /** A fixed first seed (?seed= in the address) replays the same rounds; later rounds add 1. */
  fixedSeed: number | null;
}

/**
 * The kit's state machine wired to the world: sounds and speech, the feedback pause, the
 * settings saved for the student and each finished round recorded.
 */
export function useGameRunner(options: GameRunnerOptions) {
  const { definition, preferences, levelsWon, bestScore, fixedSeed } = options;
  const language = useLanguage();
  const reducedMotion = useReducedMotion() ?? false;
  const reducer = useMemo(() => createGameReducer(definition.levelCount), [definition.levelCount]);
  const [state, dispatch] = useReducer(reducer, undefined, () =>
    initialGameState({
      levelCount: definition.levelCount,
      settings: {
        level: preferences.levels[definition.name as GameName] ?? 0,
        muted: preferences.muted,
        speech: preferences.speech,
      },
      levelsWon,
      bestScore,
    }),
  );
  const savePreferences = useSaveGamePreferences();
  const recordPlay = useRecordGamePlay();
  const { muted, speech, level } = state.settings;

  // The saved record arrives (or refreshes after a round): merge it in.
  useEffect(() => {
    if (bestScore !== null) dispatch({ type: 'record', levelsWon, bestScore });
  }, [levelsWon, bestScore]);

  const playSound = useCallback(
    (effect: SoundEffect) => {
      if (!muted) playSoundEffect(effect);
    },
    [muted],
  );
  const say = useCallback(
    (text: string) => {
      if (speech) speak(text, language);
    },
    [speech, language],
  );
  useEffect(() => {
    if (!speech) stopSpeaking();
  }, [speech]);
  useEffect(() => stopSpeaking, []);

  // Settings the child changes are kept for next time, on any computer.
  const savedSettings = useRef(`${muted}|${speech}|${level}`);
  useEffect(() => {
    const key = `${muted}|${speech}|${level}`;
    if (key === savedSettings.current) return;
    savedSettings.current = key;
    savePreferences.mutate({
      muted,
      speech,
      levels: { ...preferences.levels, [definition.name]: level },
    });
    // The mutation object changes every render; only the settings decide when to save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [muted, speech, level, definition.name]);

  // Right or wrong: its sound, a pause to see it, then on. Invalid: a hint that fades.
  const { feedback } = state;
  useEffect(() => {
    if (feedback === null) return;
    playSound(feedback);
    const timer = setTimeout(
      () => dispatch({ type: 'continue' }),
      feedback === 'invalid' ? INVALID_FEEDBACK_MS : FEEDBACK_MS,
    );
    return () => clearTimeout(timer);
    // The sound belongs to the moment the answer is given, not to a later mute toggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [feedback, state.exercise, state.tries, state.lives, state.score]);

  // A finished round: its sound, and its record for the menu and the tutor (once per round).
  // The service checks the record against the game's rules, how long the round took included.
  const recordedRound = useRef(0);
  const roundStartedAt = useRef(0);
  useEffect(() => {
    if (state.screen !== 'completed' || recordedRound.current === state.round) return;
    recordedRound.current = state.round;
    playSound(state.won ? 'win' : 'lose');
    recordPlay.mutate({
      game: definition.name,
      level: state.settings.level,
      score: state.score,
      exercises_done: state.score / GAME_POINTS_PER_ANSWER,
      wrong_answers: state.wrong,
      lives_left: state.lives,
      won: state.won === true,
      duration_ms: Math.max(0, Math.round(performance.now() - roundStartedAt.current)),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.screen, state.round]);

  const start = useCallback(
    (round: number) => {
      roundStartedAt.current = performance.now();
      dispatch({ type: 'start', seed: fixedSeed === null ? randomSeed() : fixedSeed + round });
    },
    [fixedSeed],
  );

  const actions = {
    start: () => start(state.round),
    answer: (result: AnswerResult) => dispatch({ type: 'answer', result }),
    next: () => dispatch({ type: 'continue' }),
    home: () => dispatch({ type: 'home' }),
    setLevel: (next: number) => dispatch({ type: 'setLevel', level: next }),
    toggleMute: () => dispatch({ type: 'toggleMute' }),
    toggleSpeech: () => dispatch({ type: 'toggleSpeech' }),
    say,
    playSound,
  };

  return {
    state,
    actions,
    language,
    reducedMotion,
    /** The round's record: saving, saved (with the play) or failed. */
    recording: recordPlay,
  };
}

export type GameRunner = ReturnType<typeof useGameRunner>;
