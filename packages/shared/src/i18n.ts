import type { Language } from './constants';
import { DEFAULT_LANGUAGE, LANGUAGES } from './constants';
import enMessages from './locales/en/messages.json';
import esMessages from './locales/es/messages.json';

/** The `messages` namespace: texts that both the server and the web app show. */
export const sharedMessages = { en: enMessages, es: esMessages } as const;
export type SharedMessages = typeof enMessages;

/** Picks en or es from an Accept-Language header ("es-MX,es;q=0.9,en;q=0.8"). */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.find((param) => param.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: quality ? Number(quality.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    const match = LANGUAGES.find((language) => language === base);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
