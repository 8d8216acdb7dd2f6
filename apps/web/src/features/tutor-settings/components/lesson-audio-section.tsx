import { useTranslation } from 'react-i18next';
import { MediaSwitch } from './media-switch';

/** Whether the tutor's students see the lessons' read-aloud controls. */
export function LessonAudioSection() {
  const { t } = useTranslation('settings');
  return (
    <MediaSwitch
      setting="lesson_audio_enabled"
      texts={{
        loading: t('lessonAudio.loading'),
        label: t('lessonAudio.enabled'),
        savedTitle: t('lessonAudio.savedTitle'),
        savedOn: t('lessonAudio.savedOn'),
        savedOff: t('lessonAudio.savedOff'),
        failedTitle: t('lessonAudio.failedTitle'),
      }}
    />
  );
}
