import type { Language } from '@aula/shared';

/** The text of a row stored in both languages (`name_en`, `name_es`), in `lang`. */
export const pick = (lang: Language, en: string, es: string) => (lang === 'es' ? es : en);
