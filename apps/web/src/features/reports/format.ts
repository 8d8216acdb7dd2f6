import type { Language } from '@aula/shared';
import { localNoon } from './dates';

/**
 * Newer ICU data puts a narrow no-break space before "AM"; a plain space reads the same and keeps
 * the CSV the same on every browser.
 */
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * The viewer's IANA time zone: the reports count days from the viewer's midnight, so "Tuesday"
 * on the screen is the tutor's Tuesday.
 */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A calendar day (YYYY-MM-DD) with its weekday: "Tue, Nov 3, 2026", "mar, 3 nov 2026". */
export function dayLabel(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(localNoon(day));
}

/** A calendar day without its weekday, short for chart axes: "Nov 3", "3 nov". */
export function shortDayLabel(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(
    localNoon(day),
  );
}

/** "November 2026", "Noviembre de 2026". */
export function monthLabel(month: string, language: Language): string {
  const text = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(
    localNoon(`${month}-01`),
  );
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** A moment (ISO) on the viewer's clock: "Nov 3, 2026, 2:05 PM", "3 nov 2026, 14:05". */
export function dateTimeLabel(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return plainSpaces(
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date),
  );
}

/** A moment (ISO) as a time of day on the viewer's clock: "2:05 PM", "14:05". */
export function timeLabel(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return plainSpaces(new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(date));
}

/** A calendar day for sentences and captions: "November 3, 2026", "3 de noviembre de 2026". */
export function longDayLabel(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(localNoon(day));
}
