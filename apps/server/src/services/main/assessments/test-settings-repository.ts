import type { Database, Kysely } from '@aula/db';
import type { TestSettings } from '@aula/shared';
import { DEFAULT_TEST_PASS_PERCENT } from '@aula/shared';

/**
 * No saved settings: tests on, no time limit ("none" is the default, docs/product-rules.md#test),
 * and a pass mark of 60 %.
 */
export const DEFAULT_TEST_SETTINGS = {
  tests_enabled: true,
  seconds_per_question: 0,
  pass_percent: DEFAULT_TEST_PASS_PERCENT,
} as const;

/** Each student's test settings, set by their tutor. */
export class TestSettingsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async get(studentId: number): Promise<TestSettings> {
    const row = await this.db
      .selectFrom('student_test_settings')
      .selectAll()
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    return {
      student_id: studentId,
      tests_enabled: row ? row.tests_enabled === 1 : DEFAULT_TEST_SETTINGS.tests_enabled,
      seconds_per_question: row?.seconds_per_question ?? DEFAULT_TEST_SETTINGS.seconds_per_question,
      pass_percent: row?.pass_percent ?? DEFAULT_TEST_SETTINGS.pass_percent,
    };
  }

  /** Saves the settings; a pass mark left out stays as it was. */
  async set(
    studentId: number,
    settings: Omit<TestSettings, 'student_id' | 'pass_percent'> & { pass_percent?: number },
  ): Promise<TestSettings> {
    const values = {
      tests_enabled: settings.tests_enabled ? 1 : 0,
      seconds_per_question: settings.seconds_per_question,
      ...(settings.pass_percent !== undefined && { pass_percent: settings.pass_percent }),
      updated_at: this.now().toISOString(),
    };
    await this.db
      .insertInto('student_test_settings')
      .values({ student_id: studentId, ...values })
      .onConflict((conflict) => conflict.column('student_id').doUpdateSet(values))
      .execute();
    return this.get(studentId);
  }
}
