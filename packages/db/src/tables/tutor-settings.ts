import type { ColumnType } from 'kysely';

/** A tutor's own settings, one row per tutor; no row means the defaults. */
export interface TutorSettingsTable {
  tutor_id: number;
  /** Whether the tutor's students may print worksheets: 1 on, 0 off. */
  worksheets_enabled: number;
  /** Whether the welcome starts with the intro video for the tutor and their students: 1 on, 0 off. */
  intro_video_enabled: ColumnType<number, number | undefined, number>;
  /** Whether the tutor's students see the lessons' read-aloud controls: 1 on, 0 off. */
  lesson_audio_enabled: ColumnType<number, number | undefined, number>;
  /** Whether questions are read aloud as they appear to kindergarten and grade-1 students: 1 on, 0 off. */
  auto_read_questions: ColumnType<number, number | undefined, number>;
  updated_at: string;
}
