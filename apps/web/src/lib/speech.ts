import type { Language } from '@aula/shared';

/**
 * Reading aloud with the Web Speech API, in the user's language. Where the browser has no
 * speech or no voice for the language, nothing is said and nothing breaks.
 */

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

/** The browser's speech, or null: some browsers name the property and leave it empty. */
function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' ? (window.speechSynthesis ?? null) : null;
}

function voiceFor(speech: SpeechSynthesis, language: Language) {
  return speech.getVoices().find((voice) => voice.lang.toLowerCase().startsWith(language));
}

export function canSpeak(language: Language): boolean {
  const speech = synthesis();
  return speech !== null && voiceFor(speech, language) !== undefined;
}

/** Says `text`, cutting off whatever was being said. */
export function speak(text: string, language: Language) {
  const speech = synthesis();
  if (!speech || typeof SpeechSynthesisUtterance === 'undefined' || !text.trim()) return;
  const voice = voiceFor(speech, language);
  if (!voice) return;
  try {
    speech.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = LOCALES[language];
    utterance.voice = voice;
    utterance.rate = 0.95;
    speech.speak(utterance);
  } catch {
    // Speech is a help, never a requirement.
  }
}

export function stopSpeaking() {
  try {
    synthesis()?.cancel();
  } catch {
    // Nothing to stop.
  }
}
