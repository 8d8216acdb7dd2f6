import type { Language } from '@aula/shared';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@aula/shared';
import type { Namespace } from '../locales/resources';
import { localStore, STORAGE_KEYS } from './storage';

/*
 * Which language and texts a page starts with. Apart from i18n.ts (and i18next) on purpose:
 * early-requests.ts asks for the boot texts with it before the app's code has arrived.
 */

/**
 * What the frame of every screen shows (loader, errors, notifications, menus): loaded before
 * the first render. A screen's own namespace is loaded with its route (the root loader) or,
 * failing that, by its `useTranslation`, which suspends until the texts are there.
 */
export const BOOT_NAMESPACES = ['common', 'messages'] as const satisfies readonly Namespace[];

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
