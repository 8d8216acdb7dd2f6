import type { Language } from '@aula/shared';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@aula/shared';
import type { BackendModule, Resource } from 'i18next';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { loadTexts } from '../locales/load-texts';
import type { MessageKey, Namespace } from '../locales/resources';
import { BOOT_NAMESPACES, detectInitialLanguage, isLanguage } from './initial-language';
import { localStore, STORAGE_KEYS } from './storage';

// Also here, where the rest of the app looks for them.
export { BOOT_NAMESPACES, detectInitialLanguage, i18n, isLanguage };

/** Fetches each language's namespace from its own chunk (see locales/load-texts.ts). */
const lazyLocaleFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The namespaces of fully qualified keys (`reports:title`): what must be loaded to show them.
 * `common` comes first, so unqualified keys stay in `common` for the `t` this feeds.
 */
export function namespacesOfKeys(
  keys: Iterable<string | null | undefined>,
): readonly ['common', ...Namespace[]] {
  const found = new Set<Namespace>();
  for (const key of keys) {
    const separator = key?.indexOf(':') ?? -1;
    if (key && separator > 0) found.add(key.slice(0, separator) as Namespace);
  }
  found.delete('common');
  return ['common', ...found];
}

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Starts i18next in `language`; resolves once the boot namespaces are loaded. `bundled` texts
 * (the unit tests' every namespace) are used as they are, without fetching anything.
 */
export async function initI18n(
  language: Language = detectInitialLanguage(),
  bundled?: Resource,
): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', syncDocumentLanguage);
    const initializing = i18n
      .use(lazyLocaleFiles)
      .use(initReactI18next)
      .init({
        ...(bundled ? { resources: bundled, initAsync: false } : {}),
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        ns: [...BOOT_NAMESPACES],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
      });
    syncDocumentLanguage(language);
    await initializing;
  } else if (i18n.language !== language) {
    await i18n.changeLanguage(language);
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
