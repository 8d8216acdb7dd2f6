import i18next from 'i18next';
import type { Language } from '@aula/shared';
import { DEFAULT_LANGUAGE, LANGUAGES, sharedMessages } from '@aula/shared';

const translator = i18next.createInstance();
void translator.init({
  initAsync: false,
  resources: {
    en: { messages: sharedMessages.en },
    es: { messages: sharedMessages.es },
  },
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'messages',
  interpolation: { escapeValue: false },
});

export function translate(
  language: Language,
  key: string,
  params?: Record<string, string | number>,
): string {
  return translator.t(key, { lng: language, ...params });
}

export function isMessageKey(key: string): boolean {
  return translator.exists(key, { lng: DEFAULT_LANGUAGE });
}
