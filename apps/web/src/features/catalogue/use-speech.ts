import type { Language } from '@aula/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

const VOICE_LANGUAGE: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

/** Whether this browser can read aloud (the Web Speech API's speechSynthesis). */
export function speechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.speechSynthesis === 'object' &&
    window.speechSynthesis !== null &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

function voiceFor(language: string) {
  const voices = window.speechSynthesis.getVoices();
  const base = language.split('-')[0] ?? language;
  return (
    voices.find((voice) => voice.lang === language) ??
    voices.find((voice) => voice.lang.toLowerCase().startsWith(base))
  );
}

/**
 * Reads text aloud in the lesson's language (en-US or es-ES voice). Only one text is read at a
 * time, and reading stops when the caller unmounts.
 */
export function useSpeech(language: Language) {
  const [supported] = useState(speechSupported);
  const [speaking, setSpeaking] = useState(false);
  const utteranceRef = useRef<SpeechSynthesisUtterance | null>(null);

  const stop = useCallback(() => {
    if (!supported) return;
    utteranceRef.current = null;
    window.speechSynthesis.cancel();
    setSpeaking(false);
  }, [supported]);

  const speak = useCallback(
    (text: string) => {
      if (!supported || !text) return;
      window.speechSynthesis.cancel();
      const utterance = new window.SpeechSynthesisUtterance(text);
      utterance.lang = VOICE_LANGUAGE[language];
      const voice = voiceFor(utterance.lang);
      if (voice) utterance.voice = voice;
      // Events of a reading that was replaced or stopped no longer count.
      const finished = () => {
        if (utteranceRef.current === utterance) {
          utteranceRef.current = null;
          setSpeaking(false);
        }
      };
      utterance.onstart = () => {
        if (utteranceRef.current === utterance) setSpeaking(true);
      };
      utterance.onend = finished;
      utterance.onerror = finished;
      utteranceRef.current = utterance;
      window.speechSynthesis.speak(utterance);
    },
    [language, supported],
  );

  useEffect(
    () => () => {
      if (!supported) return;
      utteranceRef.current = null;
      window.speechSynthesis.cancel();
    },
    [supported],
  );

  return { supported, speaking, speak, stop };
}
