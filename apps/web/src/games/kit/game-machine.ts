import { GAME_EXERCISES_PER_ROUND, GAME_LIVES, GAME_POINTS_PER_ANSWER } from '@aula/shared';

/**
 * One state machine for every practice game (docs/product-rules.md#practice-games): home → play →
 * completed. A right answer earns 300 points and, once its feedback has been seen, moves on to the
 * next exercise; a wrong one costs a life and the child tries the same exercise again; a blank or
 * malformed answer is "invalid" and costs nothing. No lives left ends the round.
 */

export type GameScreenName = 'home' | 'play' | 'completed';
export type AnswerResult = 'right' | 'wrong' | 'invalid';

export interface GameSettings {
  /** 0-based level of the game's level table. */
  level: number;
  muted: boolean;
  speech: boolean;
}

export interface GameState {
  screen: GameScreenName;
  settings: GameSettings;
  /** 0-based exercise of the round (a sub-level of the level). */
  exercise: number;
  exercises: number;
  lives: number;
  score: number;
  /** Wrong answers in this round (each cost a life), for the round's record. */
  wrong: number;
  /** The answer being shown to the child; play waits for `continue` after right and wrong. */
  feedback: AnswerResult | null;
  /** Wrong answers so far in this exercise: a game may show its scene afresh for each try. */
  tries: number;
  /** Seeds the round's problems. */
  seed: number;
  /** How many rounds were started, so each round's seed can differ. */
  round: number;
  /** Completion flags: won (all exercises) or not (out of lives); null while unfinished. */
  won: boolean | null;
  /** Levels won in this game, the ones saved before included. */
  levelsWon: readonly number[];
  /** The best score known (saved, or this visit's); null while unknown. */
  bestScore: number | null;
  /** The best score when this round started, for "New best score!". */
  bestBeforeRound: number | null;
}

export type GameAction =
  | { type: 'start'; seed: number }
  | { type: 'answer'; result: AnswerResult }
  | { type: 'continue' }
  | { type: 'reset' }
  | { type: 'home' }
  | { type: 'setLevel'; level: number }
  | { type: 'toggleMute' }
  | { type: 'toggleSpeech' }
  | { type: 'record'; levelsWon: readonly number[]; bestScore: number };

export interface GameSetup {
  levelCount: number;
  settings: GameSettings;
  levelsWon?: readonly number[];
  bestScore?: number | null;
  exercises?: number;
}

const freshRound = {
  exercise: 0,
  lives: GAME_LIVES,
  score: 0,
  wrong: 0,
  feedback: null,
  tries: 0,
  won: null,
};

export function initialGameState(setup: GameSetup): GameState {
  return {
    screen: 'home',
    settings: {
      ...setup.settings,
      level: clampLevel(setup.settings.level, setup.levelCount),
    },
    exercises: setup.exercises ?? GAME_EXERCISES_PER_ROUND,
    seed: 0,
    round: 0,
    levelsWon: setup.levelsWon ?? [],
    bestScore: setup.bestScore ?? null,
    bestBeforeRound: null,
    ...freshRound,
  };
}

function clampLevel(level: number, levelCount: number) {
  if (!Number.isInteger(level) || level < 0) return 0;
  return Math.min(level, levelCount - 1);
}

/** Stars for a finished round: one per life kept when won, none when the lives ran out. */
export function starsOf(state: Pick<GameState, 'won' | 'lives'>): number {
  return state.won ? state.lives : 0;
}

export function createGameReducer(levelCount: number) {
  return function gameReducer(state: GameState, action: GameAction): GameState {
    switch (action.type) {
      case 'start':
        return {
          ...state,
          ...freshRound,
          screen: 'play',
          seed: action.seed,
          round: state.round + 1,
          bestBeforeRound: state.bestScore,
        };
      case 'answer': {
        // While right or wrong is shown, the scene is frozen: a second click counts for nothing.
        if (state.screen !== 'play' || (state.feedback !== null && state.feedback !== 'invalid'))
          return state;
        if (action.result === 'right')
          return { ...state, feedback: 'right', score: state.score + GAME_POINTS_PER_ANSWER };
        if (action.result === 'wrong')
          return {
            ...state,
            feedback: 'wrong',
            lives: Math.max(0, state.lives - 1),
            wrong: state.wrong + 1,
          };
        return { ...state, feedback: 'invalid' };
      }
      case 'continue': {
        if (state.screen !== 'play' || state.feedback === null) return state;
        if (state.feedback === 'right') {
          const exercise = state.exercise + 1;
          if (exercise < state.exercises) return { ...state, feedback: null, exercise, tries: 0 };
          const level = state.settings.level;
          return {
            ...state,
            feedback: null,
            exercise,
            screen: 'completed',
            won: true,
            bestScore: Math.max(state.bestScore ?? 0, state.score),
            levelsWon: state.levelsWon.includes(level)
              ? state.levelsWon
              : [...state.levelsWon, level].sort((a, b) => a - b),
          };
        }
        if (state.feedback === 'wrong' && state.lives === 0)
          return {
            ...state,
            feedback: null,
            screen: 'completed',
            won: false,
            bestScore: Math.max(state.bestScore ?? 0, state.score),
          };
        return {
          ...state,
          feedback: null,
          tries: state.feedback === 'wrong' ? state.tries + 1 : state.tries,
        };
      }
      case 'reset':
        return { ...state, ...freshRound };
      case 'home':
        return { ...state, ...freshRound, screen: 'home' };
      case 'setLevel':
        if (state.screen === 'play') return state;
        return {
          ...state,
          settings: { ...state.settings, level: clampLevel(action.level, levelCount) },
        };
      case 'toggleMute':
        return { ...state, settings: { ...state.settings, muted: !state.settings.muted } };
      case 'toggleSpeech':
        return { ...state, settings: { ...state.settings, speech: !state.settings.speech } };
      case 'record':
        return {
          ...state,
          levelsWon: [...new Set([...state.levelsWon, ...action.levelsWon])].sort((a, b) => a - b),
          bestScore: Math.max(state.bestScore ?? 0, action.bestScore),
        };
    }
  };
}
