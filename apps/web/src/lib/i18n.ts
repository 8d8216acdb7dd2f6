import type { Language } from '@aula/shared';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@aula/shared';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { MessageKey } from '../locales/resources';
import { NAMESPACES, resources } from '../locales/resources';
import { localStore, STORAGE_KEYS } from './storage';

export { i18n };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Before sign-in: the language chosen earlier on this device, else the browser's, else en. */
export function detectInitialLanguage(): Language {
  const saved = localStore.get(STORAGE_KEYS.language);
  if (isLanguage(saved)) return saved;
  const browserLanguages = typeof navigator === 'undefined' ? [] : navigator.languages;
  for (const tag of browserLanguages ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function initI18n(language: Language = detectInitialLanguage()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    i18n.on('languageChanged', syncDocumentLanguage);
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  syncDocumentLanguage(language);
  return i18n;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** The interface language; re-renders the caller when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Switches every text at once, remembers the choice on this device and updates <html lang>. */
export async function applyLanguage(language: Language) {
  localStore.set(STORAGE_KEYS.language, language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  syncDocumentLanguage(language);
}

/**
 * Translates a key of the shared `messages` catalogue as zod issues carry it
 * (`validation.email.invalid`). Unknown keys come from outside the catalogue, so they are shown
 * as the generic error rather than as a raw key.
 */
export function translateMessage(key: string): string {
  const qualified = `messages:${key}`;
  if (!i18n.exists(qualified)) return i18n.t('messages:errors.generic');
  return i18n.t(qualified as `messages:${MessageKey}`);
}
