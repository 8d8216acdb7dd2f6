import type { Database, Kysely } from '@aula/db';
import type { GamePreferences } from '@aula/shared';
import { DEFAULT_GAME_PREFERENCES, gamePreferencesSchema } from '@aula/shared';

/** A student's game settings; a student who never changed them has the defaults. */
export class GamePreferencesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async find(studentId: number): Promise<GamePreferences> {
    const row = await this.db
      .selectFrom('game_preferences')
      .selectAll()
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    if (!row) return DEFAULT_GAME_PREFERENCES;
    // Levels are stored as JSON; a game that left the menu is dropped rather than failing.
    const levels = gamePreferencesSchema.shape.levels.safeParse(safeJson(row.levels));
    return { muted: row.muted === 1, speech: row.speech === 1, levels: levels.data ?? {} };
  }

  async save(studentId: number, preferences: GamePreferences): Promise<GamePreferences> {
    const values = {
      muted: preferences.muted ? 1 : 0,
      speech: preferences.speech ? 1 : 0,
      levels: JSON.stringify(preferences.levels),
      updated_at: this.now().toISOString(),
    };
    await this.db
      .insertInto('game_preferences')
      .values({ student_id: studentId, ...values })
      .onConflict((conflict) => conflict.column('student_id').doUpdateSet(values))
      .execute();
    return this.find(studentId);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
