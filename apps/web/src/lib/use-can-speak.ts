import type { Language } from '@aula/shared';
import { useEffect, useState } from 'react';
import { canSpeak } from './speech';

/** Whether a voice reads `language` here; browsers load their voices late, so this follows. */
export function useCanSpeak(language: Language): boolean {
  const [available, setAvailable] = useState(() => canSpeak(language));
  useEffect(() => {
    const update = () => setAvailable(canSpeak(language));
    update();
    const speech = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
    speech?.addEventListener?.('voiceschanged', update);
    return () => speech?.removeEventListener?.('voiceschanged', update);
  }, [language]);
  return available;
}
