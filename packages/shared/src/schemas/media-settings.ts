import { z } from 'zod';

/**
 * A tutor's media settings, which apply to the tutor and their students: whether the welcome
 * starts with the intro video, and whether lessons offer their read-aloud controls.
 */

/** GET /users/me/media_settings (a student reads their tutor's), and the answer of PUT. */
export const mediaSettingsSchema = z.object({
  intro_video_enabled: z.boolean(),
  lesson_audio_enabled: z.boolean(),
});
export type MediaSettings = z.infer<typeof mediaSettingsSchema>;

/** PUT /users/me/media_settings (tutors): either switch or both; what is left out stays. */
export const updateMediaSettingsSchema = z
  .object({
    intro_video_enabled: z.boolean({ error: 'validation.mediaSettings.introVideo' }).optional(),
    lesson_audio_enabled: z.boolean({ error: 'validation.mediaSettings.lessonAudio' }).optional(),
  })
  .refine(
    (body) => body.intro_video_enabled !== undefined || body.lesson_audio_enabled !== undefined,
    { error: 'validation.mediaSettings.empty' },
  );
export type UpdateMediaSettings = z.infer<typeof updateMediaSettingsSchema>;
