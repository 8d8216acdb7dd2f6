import { GAME_EXERCISES_PER_ROUND, GAME_LIVES, GAME_POINTS_PER_ANSWER } from '../constants';

/**
 * The eight practice games (docs/product-rules.md#student-screens), in menu order. The id is the
 * game's number in the activity service (a game activity names it like a lesson activity names its
 * lesson); the titles are the activity's title in each language. `levels` is the length of the
 * game's level table (the web app's games/<game>/levels.ts, whose tests hold it to this number):
 * the server checks a recorded round against it without the problems themselves.
 */
export const GAMES = [
  {
    id: 1,
    name: 'clown-to-water',
    title: { en: 'Clown to Water', es: 'Al agua, payaso' },
    levels: 4,
  },
  {
    id: 2,
    name: 'easter-egg',
    title: { en: 'Easter Egg Count', es: 'Cuenta los huevos' },
    levels: 4,
  },
  {
    id: 3,
    name: 'expanded-form',
    title: { en: 'Expanded Form', es: 'Forma desarrollada' },
    levels: 5,
  },
  {
    id: 4,
    name: 'fishy-problems',
    title: { en: 'Fishy Problems', es: 'Problemas de peces' },
    levels: 4,
  },
  { id: 5, name: 'pet-life', title: { en: 'Pet Life', es: 'Vida de mascota' }, levels: 4 },
  {
    id: 6,
    name: 'pumpkin-clock',
    title: { en: 'Pumpkin Clock', es: 'Reloj de calabaza' },
    levels: 6,
  },
  { id: 7, name: 'saving-money', title: { en: 'Saving Money', es: 'Ahorrar dinero' }, levels: 5 },
  { id: 8, name: 'soccer-goal', title: { en: 'Soccer Goal', es: 'Gol de fútbol' }, levels: 5 },
] as const;

export type GameName = (typeof GAMES)[number]['name'];
export const GAME_NAMES = GAMES.map((game) => game.name) as [GameName, ...GameName[]];

/** How many levels each game's level table has (the menu and the tutor's report show it). */
export const GAME_LEVEL_COUNTS = Object.fromEntries(
  GAMES.map((game) => [game.name, game.levels]),
) as Record<GameName, number>;

export function gameByName(name: string) {
  return GAMES.find((game) => game.name === name);
}

export function gameById(id: number) {
  return GAMES.find((game) => game.id === id);
}

/**
 * The exercises of a round at `level` of the game, or undefined for a level the game lacks.
 * Every level's round has the same number (the web's level tables are tested for it); asking
 * per level keeps the callers right if a level ever differs.
 */
export function gameRoundExercises(name: GameName, level: number): number | undefined {
  const game = gameByName(name);
  if (!game || !Number.isInteger(level) || level < 0 || level >= game.levels) return undefined;
  return GAME_EXERCISES_PER_ROUND;
}

/**
 * Even a child who knows every answer reads the exercise and answers it: a round faster than
 * this per exercise answered was not played.
 */
export const GAME_MIN_MS_PER_EXERCISE = 1_000;

/** What a finished round claims (POST /v1/game-plays). */
export interface GameRoundClaim {
  game: GameName;
  level: number;
  score: number;
  /** Right answers: each completes an exercise. */
  exercises_done: number;
  wrong_answers: number;
  lives_left: number;
  won: boolean;
  duration_ms: number;
}

/** The rules a round must keep, each named after its message key (validation.gamePlay.*). */
export type GameRoundRule = 'level' | 'exercises' | 'score' | 'lives' | 'won' | 'duration';

/** The request field each rule is shown on. */
export const GAME_ROUND_RULE_FIELDS: Record<GameRoundRule, keyof GameRoundClaim> = {
  level: 'level',
  exercises: 'exercises_done',
  score: 'score',
  lives: 'lives_left',
  won: 'won',
  duration: 'duration_ms',
};

/**
 * The first rule of the game kit's state machine a round breaks, or null when it could have
 * been played: 300 points a right answer, no more right answers than the level's exercises, a
 * life lost per wrong answer, and a round that ends at the first of "every exercise right"
 * (won) and "no lives left" (lost), no faster than a second per exercise answered.
 */
export function brokenGameRoundRule(round: GameRoundClaim): GameRoundRule | null {
  const exercises = gameRoundExercises(round.game, round.level);
  if (exercises === undefined) return 'level';
  const right = round.exercises_done;
  if (right > exercises) return 'exercises';
  if (round.score !== right * GAME_POINTS_PER_ANSWER) return 'score';
  // The third wrong answer ends the round, so there is never a fourth.
  if (round.wrong_answers > GAME_LIVES || round.lives_left !== GAME_LIVES - round.wrong_answers)
    return 'lives';
  const allRight = right === exercises;
  const outOfLives = round.lives_left === 0;
  // The answer that ends a round ends it one way only: a right one cannot cost the last life,
  // and a wrong one cannot complete the last exercise.
  if (allRight === outOfLives || round.won !== allRight) return 'won';
  // A lost round ended on an exercise it did not get right.
  const exercisesAnswered = right + (round.won ? 0 : 1);
  if (round.duration_ms < exercisesAnswered * GAME_MIN_MS_PER_EXERCISE) return 'duration';
  return null;
}
