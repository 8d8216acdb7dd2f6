import { z } from 'zod';
import { GAME_POINTS_PER_ANSWER } from '../constants';
import { GAME_NAMES, GAMES } from '../domain/games';
import { idField } from './fields';

export const gameNameSchema = z.enum(GAME_NAMES, { error: 'validation.game.invalid' });

/** POST /v1/game-activities: the student opened a game (its time counts like a lesson's). */
export const createGameActivitySchema = z.object({
  game_id: z
    .number({ error: 'validation.game.invalid' })
    .int({ error: 'validation.game.invalid' })
    .min(1, { error: 'validation.game.invalid' })
    .max(GAMES.length, { error: 'validation.game.invalid' }),
  parent_id: idField.optional(),
});

/** The most levels a game has; a level outside the game's own table is refused by the server. */
export const GAME_MAX_LEVELS = 10;

const count = (max: number) =>
  z
    .number({ error: 'validation.gamePlay.invalid' })
    .int({ error: 'validation.gamePlay.invalid' })
    .min(0, { error: 'validation.gamePlay.invalid' })
    .max(max, { error: 'validation.gamePlay.invalid' });

/** Bounds of the shape only: whether the numbers fit the game is brokenGameRoundRule's to say. */
const MAX_ANSWERS = 1_000;
const MAX_ROUND_MS = 86_400_000;

/**
 * POST /v1/game-plays: one finished round (won, or lost with no lives left), with what the
 * server needs to check it could have been played (brokenGameRoundRule): the right and wrong
 * answers and how long the round took, as the child's browser measured it.
 */
export const recordGamePlaySchema = z.object({
  game: gameNameSchema,
  /** 0-based level of the game's level table. */
  level: count(GAME_MAX_LEVELS - 1),
  score: count(MAX_ANSWERS * GAME_POINTS_PER_ANSWER),
  /** Exercises answered right. */
  exercises_done: count(MAX_ANSWERS),
  /** Answers that cost a life. */
  wrong_answers: count(MAX_ANSWERS),
  lives_left: count(MAX_ANSWERS),
  won: z.boolean({ error: 'validation.gamePlay.invalid' }),
  /** From the round's start to its end, in milliseconds. */
  duration_ms: count(MAX_ROUND_MS),
});
export type RecordGamePlay = z.infer<typeof recordGamePlaySchema>;

export const gamePlaySchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  game: gameNameSchema,
  level: z.number().int(),
  score: z.number().int(),
  exercises_done: z.number().int(),
  lives_left: z.number().int(),
  won: z.boolean(),
  played_at: z.string(),
});
export type GamePlay = z.infer<typeof gamePlaySchema>;

export const gameScoresQuerySchema = z.object({
  /** A tutor names one of their students; a student sees their own. */
  student_id: idField.optional(),
});

/** A student's record in one game: what the menu and the tutor's report show. */
export const gameScoreSchema = z.object({
  game: gameNameSchema,
  plays: z.number().int(),
  best_score: z.number().int(),
  /** 0-based levels the student has won a round of. */
  levels_won: z.array(z.number().int()),
  last_played_at: z.string().nullable(),
});
export type GameScore = z.infer<typeof gameScoreSchema>;

/** Every game, in menu order, played or not. */
export const gameScoresSchema = z.object({
  student_id: z.number().int(),
  items: z.array(gameScoreSchema),
});
export type GameScores = z.infer<typeof gameScoresSchema>;

/**
 * GET and PUT /v1/game-preferences: sound, speech and the level last chosen in each game,
 * kept per student on the server (sign-out clears the browser's storage).
 */
export const gamePreferencesSchema = z.object({
  muted: z.boolean({ error: 'validation.gamePreferences.invalid' }),
  speech: z.boolean({ error: 'validation.gamePreferences.invalid' }),
  levels: z.partialRecord(
    gameNameSchema,
    z
      .number({ error: 'validation.gamePreferences.invalid' })
      .int({ error: 'validation.gamePreferences.invalid' })
      .min(0, { error: 'validation.gamePreferences.invalid' })
      .max(GAME_MAX_LEVELS - 1, { error: 'validation.gamePreferences.invalid' }),
  ),
});
export type GamePreferences = z.infer<typeof gamePreferencesSchema>;

export const DEFAULT_GAME_PREFERENCES: GamePreferences = { muted: false, speech: true, levels: {} };
