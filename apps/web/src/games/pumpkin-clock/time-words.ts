import type { ClockTime } from './clock-time';
import { shiftHour } from './clock-time';

/**
 * Times said the way children hear them: "quarter to four", "las cuatro menos cuarto". Past
 * the half hour both languages count down to the next hour, which is the hard part to learn.
 */

const ENGLISH_NUMBERS = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'quarter',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
  'twenty-one',
  'twenty-two',
  'twenty-three',
  'twenty-four',
  'twenty-five',
  'twenty-six',
  'twenty-seven',
  'twenty-eight',
  'twenty-nine',
  'half',
] as const;

const SPANISH_NUMBERS = [
  '',
  'un minuto',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'cuarto',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
  'media',
] as const;

const SPANISH_HOURS = [
  '',
  'la una',
  'las dos',
  'las tres',
  'las cuatro',
  'las cinco',
  'las seis',
  'las siete',
  'las ocho',
  'las nueve',
  'las diez',
  'las once',
  'las doce',
] as const;

/** "three o'clock", "half past three", "ten to four", "seventeen minutes past three". */
export function englishTimeWords({ hour, minute }: ClockTime): string {
  const hourName = (value: number) => ENGLISH_NUMBERS[value]!;
  if (minute === 0) return `${hourName(hour)} o'clock`;
  const past = minute <= 30;
  const count = past ? minute : 60 - minute;
  const said = ENGLISH_NUMBERS[count]!;
  // "ten past", but "seventeen minutes past": whole fives are said without "minutes".
  const amount = count % 5 === 0 ? said : `${said} ${count === 1 ? 'minute' : 'minutes'}`;
  return past ? `${amount} past ${hourName(hour)}` : `${amount} to ${hourName(shiftHour(hour, 1))}`;
}

/** "las tres en punto", "las tres y media", "las cuatro menos cuarto", "la una y diez". */
export function spanishTimeWords({ hour, minute }: ClockTime): string {
  if (minute === 0) return `${SPANISH_HOURS[hour]!} en punto`;
  if (minute <= 30) return `${SPANISH_HOURS[hour]!} y ${SPANISH_NUMBERS[minute]!}`;
  return `${SPANISH_HOURS[shiftHour(hour, 1)]!} menos ${SPANISH_NUMBERS[60 - minute]!}`;
}

/** "Es la una…" but "Son las tres…": Spanish agrees the verb with the hour. */
export function spanishItIs(time: ClockTime): string {
  const words = spanishTimeWords(time);
  return `${words.startsWith('la una') ? 'Es' : 'Son'} ${words}`;
}

/** Where the hands point, in numbers of the face, for children who cannot see the clock. */
export interface HandPlaces {
  /** The number the hour hand points at, or has just passed. */
  hourNumber: number;
  /** The hour hand points at `hourNumber` exactly (on the hour). */
  hourExact: boolean;
  /** The number the minute hand points at, or has just passed. */
  minuteNumber: number;
  /** Small marks past `minuteNumber` (0 when it points at it). */
  marksPast: number;
}

export function handPlaces({ hour, minute }: ClockTime): HandPlaces {
  const minuteNumber = Math.floor(minute / 5);
  return {
    hourNumber: hour,
    hourExact: minute === 0,
    minuteNumber: minuteNumber === 0 ? 12 : minuteNumber,
    marksPast: minute % 5,
  };
}
