import { resources } from '../../locales/resources';

export type TipKey = keyof (typeof resources)['en']['home']['tips'];

/** Every study tip, in the order of the English catalogue; adding one there adds it here. */
export const TIP_KEYS = Object.keys(resources.en.home.tips) as TipKey[];

/** 0 on 1 January, in the local calendar (daylight saving changes do not shift it). */
export function dayOfYear(date: Date): number {
  const today = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((today - Date.UTC(date.getFullYear(), 0, 1)) / 86_400_000);
}

/** The same tip all day, a different one the next day. */
export function tipOfTheDay(date: Date): TipKey {
  return TIP_KEYS[dayOfYear(date) % TIP_KEYS.length] ?? 'littleEachDay';
}
