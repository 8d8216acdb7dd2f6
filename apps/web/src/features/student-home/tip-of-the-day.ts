// Only the English catalogue, for its keys: the texts themselves load with the language.
import englishHome from '../../locales/en/home.json';

export type TipKey = keyof (typeof englishHome)['tips'];

/** Every study tip, in the order of the English catalogue; adding one there adds it here. */
export const TIP_KEYS = Object.keys(englishHome.tips) as TipKey[];

/** 0 on 1 January, in the local calendar (daylight saving changes do not shift it). */
export function dayOfYear(date: Date): number {
  const today = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((today - Date.UTC(date.getFullYear(), 0, 1)) / 86_400_000);
}

/** The same tip all day, a different one the next day. */
export function tipOfTheDay(date: Date): TipKey {
  return TIP_KEYS[dayOfYear(date) % TIP_KEYS.length] ?? 'littleEachDay';
}
