import type { Language } from '@aula/shared';
import { DEFAULT_MEDIA_SETTINGS, readsQuestionsOnAppear } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createContext, use, useCallback, useEffect, useMemo } from 'react';
import { useLanguage } from './i18n';
import { mediaSettingsQueryOptions } from './media-settings-query';
import { useCurrentUser } from './session';
import { speak, stopSpeaking } from './speech';
import { useCanSpeak } from './use-can-speak';

/** What the question widgets need to know to offer reading aloud. */
interface ReadAloudState {
  /** Speaker buttons show: the tutor allows lesson audio and a voice reads the language. */
  available: boolean;
  /** Each question is read as it appears (the youngest, unless their tutor turned it off). */
  autoRead: boolean;
  language: Language;
}

/** Outside a student's assessment (a tutor's report, say) nothing is read aloud. */
const SILENT: ReadAloudState = { available: false, autoRead: false, language: 'en' };

const ReadAloudContext = createContext<ReadAloudState>(SILENT);

/**
 * Reading aloud for a student's quiz, test or evaluation, in the interface language (the one the
 * questions come in). It follows the tutor's media settings as the lessons do: lesson audio off
 * means no speaker buttons and nothing read; when the settings cannot be read, the defaults
 * apply. Leaving the screen stops whatever is being read.
 */
export function StudentReadAloud({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const user = useCurrentUser();
  const voice = useCanSpeak(language);
  // Where nothing can be said, the settings are not worth a request.
  const settings = useQuery({ ...mediaSettingsQueryOptions(), enabled: voice });
  const known = settings.isError ? DEFAULT_MEDIA_SETTINGS : settings.data;
  const available = voice && known?.lesson_audio_enabled === true;
  const autoRead =
    available &&
    known?.auto_read_questions === true &&
    readsQuestionsOnAppear(user?.grade_id ?? null);

  useEffect(() => () => stopSpeaking(), []);

  const value = useMemo(() => ({ available, autoRead, language }), [available, autoRead, language]);
  return <ReadAloudContext value={value}>{children}</ReadAloudContext>;
}

/** The read-aloud state of the screen, and `read(text)`, which cuts off what was being said. */
export function useReadAloud() {
  const state = use(ReadAloudContext);
  const { language } = state;
  const read = useCallback((text: string) => speak(text, language), [language]);
  return { ...state, read, stop: stopSpeaking };
}

const ENDS_SENTENCE = /[.!?…:;]$/u;

/**
 * Several texts read as one, each a sentence of its own, so the voice pauses between a prompt
 * and its choices instead of running them together.
 */
export function asSentences(texts: readonly string[]): string {
  return texts
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => (ENDS_SENTENCE.test(text) ? text : `${text}.`))
    .join(' ');
}
