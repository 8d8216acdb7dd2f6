import { describe, expect, it } from 'vitest';
import { formatDigital, timeOfDial } from './clock-time';
import { englishTimeWords, handPlaces, spanishItIs, spanishTimeWords } from './time-words';

describe('times in words', () => {
  it.each([
    [3, 0, "three o'clock", 'las tres en punto'],
    [3, 30, 'half past three', 'las tres y media'],
    [3, 15, 'quarter past three', 'las tres y cuarto'],
    [3, 45, 'quarter to four', 'las cuatro menos cuarto'],
    [12, 50, 'ten to one', 'la una menos diez'],
    [1, 17, 'seventeen minutes past one', 'la una y diecisiete'],
    [7, 59, 'one minute to eight', 'las ocho menos un minuto'],
  ])('%i:%i is said "%s" and "%s"', (hour, minute, english, spanish) => {
    expect(englishTimeWords({ hour, minute })).toBe(english);
    expect(spanishTimeWords({ hour, minute })).toBe(spanish);
  });

  it('agrees the Spanish verb with the hour', () => {
    expect(spanishItIs({ hour: 1, minute: 30 })).toBe('Es la una y media');
    expect(spanishItIs({ hour: 2, minute: 30 })).toBe('Son las dos y media');
  });

  it('tells where the hands point without saying the time', () => {
    expect(handPlaces({ hour: 3, minute: 17 })).toEqual({
      hourNumber: 3,
      hourExact: false,
      minuteNumber: 3,
      marksPast: 2,
    });
    expect(handPlaces({ hour: 9, minute: 0 })).toMatchObject({ hourExact: true, minuteNumber: 12 });
  });
});

describe('the dial', () => {
  it('reads 12-hour digital times, turning on past 12 both ways', () => {
    expect(formatDigital(timeOfDial(0))).toBe('12:00');
    expect(formatDigital(timeOfDial(65))).toBe('1:05');
    expect(formatDigital(timeOfDial(-30))).toBe('11:30');
    expect(formatDigital(timeOfDial(720 + 215))).toBe('3:35');
  });
});
