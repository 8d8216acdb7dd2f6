import type { Database, Kysely, Selectable } from '@aula/db';
import type { GamePlay, GameScore, RecordGamePlay } from '@aula/shared';
import { GAME_NAMES } from '@aula/shared';

type GamePlayRow = Selectable<Database['game_plays']>;

function toGamePlay(row: GamePlayRow): GamePlay {
  return {
    id: row.id,
    student_id: row.student_id,
    game: row.game as GamePlay['game'],
    level: row.level,
    score: row.score,
    exercises_done: row.exercises_done,
    lives_left: row.lives_left,
    won: row.won === 1,
    played_at: row.played_at,
  };
}

/** The finished rounds of the practice games, and each student's record per game. */
export class GamePlaysRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async record(studentId: number, play: RecordGamePlay): Promise<GamePlay> {
    const row = await this.db
      .insertInto('game_plays')
      .values({
        student_id: studentId,
        game: play.game,
        level: play.level,
        score: play.score,
        exercises_done: play.exercises_done,
        lives_left: play.lives_left,
        won: play.won ? 1 : 0,
        played_at: this.now().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toGamePlay(row);
  }

  /** Every game in menu order, with its plays, best score and levels won (none when unplayed). */
  async scores(studentId: number): Promise<GameScore[]> {
    const [totals, wonLevels] = await Promise.all([
      this.db
        .selectFrom('game_plays')
        .where('student_id', '=', studentId)
        .groupBy('game')
        .select((eb) => [
          'game',
          eb.fn.countAll<number>().as('plays'),
          eb.fn.max<number>('score').as('best_score'),
          eb.fn.max<string>('played_at').as('last_played_at'),
        ])
        .execute(),
      this.db
        .selectFrom('game_plays')
        .where('student_id', '=', studentId)
        .where('won', '=', 1)
        .select(['game', 'level'])
        .distinct()
        .orderBy('level')
        .execute(),
    ]);
    return GAME_NAMES.map((game) => {
      const total = totals.find((row) => row.game === game);
      return {
        game,
        plays: Number(total?.plays ?? 0),
        best_score: Number(total?.best_score ?? 0),
        levels_won: wonLevels.filter((row) => row.game === game).map((row) => row.level),
        last_played_at: total?.last_played_at ?? null,
      };
    });
  }
}
