import type { Generated } from 'kysely';

export interface GamePlaysTable {
  id: Generated<number>;
  student_id: number;
  /** The game's name (clown-to-water, …). */
  game: string;
  /** 0-based level of the game's level table. */
  level: number;
  score: number;
  exercises_done: number;
  lives_left: number;
  /** 1 won, 0 lost. */
  won: number;
  played_at: string;
}

export interface GamePreferencesTable {
  student_id: number;
  /** 1 muted. */
  muted: number;
  /** 1 speech on. */
  speech: number;
  /** JSON object: the level last chosen, by game name. */
  levels: string;
  updated_at: string;
}
