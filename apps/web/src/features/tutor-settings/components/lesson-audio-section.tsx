import { MediaSwitch } from './media-switch';

/** Whether the tutor's students see the lessons' read-aloud controls. */
export function LessonAudioSection() {
  return <MediaSwitch setting="lesson_audio_enabled" />;
}
