import { z } from 'zod';

export * from '../domain/media-settings';

/**
 * A tutor's media settings, which apply to the tutor and their students: whether the welcome
 * starts with the intro video, whether lessons, quizzes, tests and evaluations offer their
 * read-aloud controls, and whether questions are read aloud by themselves to the youngest.
 */

/** GET /users/me/media_settings (a student reads their tutor's), and the answer of PUT. */
export const mediaSettingsSchema = z.object({
  intro_video_enabled: z.boolean(),
  lesson_audio_enabled: z.boolean(),
  /** Each question is read aloud as it appears to kindergarten and grade-1 students. */
  auto_read_questions: z.boolean(),
});
export type MediaSettings = z.infer<typeof mediaSettingsSchema>;

/** PUT /users/me/media_settings (tutors): any of the switches; what is left out stays. */
export const updateMediaSettingsSchema = z
  .object({
    intro_video_enabled: z.boolean({ error: 'validation.mediaSettings.introVideo' }).optional(),
    lesson_audio_enabled: z.boolean({ error: 'validation.mediaSettings.lessonAudio' }).optional(),
    auto_read_questions: z.boolean({ error: 'validation.mediaSettings.autoRead' }).optional(),
  })
  .refine(
    (body) =>
      body.intro_video_enabled !== undefined ||
      body.lesson_audio_enabled !== undefined ||
      body.auto_read_questions !== undefined,
    { error: 'validation.mediaSettings.empty' },
  );
export type UpdateMediaSettings = z.infer<typeof updateMediaSettingsSchema>;
