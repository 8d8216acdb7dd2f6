import type { MediaSettings } from '../schemas/media-settings';

/*
 * The media settings' rules, apart from their schemas: screens use them without loading zod
 * (docs/web-performance.md#rules-apart-from-their-schemas).
 */

/** Everything on: what a tutor who never visited the settings has. */
export const DEFAULT_MEDIA_SETTINGS: MediaSettings = {
  intro_video_enabled: true,
  lesson_audio_enabled: true,
  auto_read_questions: true,
};

/**
 * Students who cannot read yet: kindergarten (grade 0) and grade 1. Their questions are read to
 * them as they appear, unless their tutor turned that off.
 */
export const AUTO_READ_MAX_GRADE_ID = 1;

export function readsQuestionsOnAppear(gradeId: number | null): boolean {
  return gradeId !== null && gradeId >= 0 && gradeId <= AUTO_READ_MAX_GRADE_ID;
}
