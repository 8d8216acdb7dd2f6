import type { Language } from '@aula/shared';
import type { GameTexts } from '../kit/game-definition';
import type { ClockTime } from './clock-time';
import { formatDigital } from './clock-time';
import type { HandPlaces } from './time-words';
import { englishTimeWords, spanishItIs, spanishTimeWords } from './time-words';

export interface PumpkinClockTexts extends GameTexts {
  readQuestion: string;
  readHint: string;
  /** The instruction of a clock to set, with the time in digits and in words. */
  setQuestion: (time: ClockTime) => string;
  timeWords: (time: ClockTime) => string;
  setHint: string;
  /** What the clock shows, for those who cannot see it (without giving the answer away). */
  clockDescription: (places: HandPlaces) => string;
  clockGroup: string;
  hourHand: string;
  minuteHand: string;
  hourBack: string;
  hourForward: string;
  minutesBack: (minutes: number) => string;
  minutesForward: (minutes: number) => string;
  check: string;
  choicesLabel: string;
  /** Shown after a wrong answer: the time that was right. */
  itWas: (time: ClockTime) => string;
}

const marks = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const en: PumpkinClockTexts = {
  title: 'Pumpkin Clock',
  howToPlay:
    'The short hand shows the hour and the long hand the minutes. Some turns, read the pumpkin ' +
    'clock and pick the pumpkin with the time it shows. Other turns, turn the hands to the time ' +
    'asked and press Check. Drag the hands, or use the keyboard: Tab to a hand, ← and → turn ' +
    'the minute hand, ↑ and ↓ the hour hand, Page Up and Page Down jump 5 minutes, Enter checks.',
  levels: [
    "O'clock",
    'Half past',
    'Quarter past and to',
    'Five minutes',
    'Every minute',
    'No numbers',
  ],
  readQuestion: 'What time does the pumpkin clock show?',
  readHint: 'Pick the pumpkin with the right time.',
  setQuestion: (time) => `Set the clock to ${formatDigital(time)}`,
  timeWords: englishTimeWords,
  setHint: 'Turn the hands, then press Check.',
  clockDescription: (places) =>
    `Pumpkin clock. The short hour hand ${
      places.hourExact
        ? `points at the ${places.hourNumber}`
        : `is between the ${places.hourNumber} and the ${(places.hourNumber % 12) + 1}`
    }. The long minute hand ${
      places.marksPast === 0
        ? `points at the ${places.minuteNumber}`
        : `is ${marks(places.marksPast, 'small mark', 'small marks')} past the ${places.minuteNumber}`
    }.`,
  clockGroup: 'Pumpkin clock',
  hourHand: 'Hour hand',
  minuteHand: 'Minute hand',
  hourBack: '1 hour back',
  hourForward: '1 hour forward',
  minutesBack: (minutes) => `${marks(minutes, 'minute', 'minutes')} back`,
  minutesForward: (minutes) => `${marks(minutes, 'minute', 'minutes')} forward`,
  check: 'Check',
  choicesLabel: 'Pick the time',
  itWas: (time) => `It is ${formatDigital(time)}: ${englishTimeWords(time)}.`,
};

const es: PumpkinClockTexts = {
  title: 'Reloj de calabaza',
  howToPlay:
    'La aguja corta marca la hora y la larga, los minutos. Unas veces lee el reloj de calabaza ' +
    'y elige la calabaza con la hora que marca. Otras veces gira las agujas hasta la hora ' +
    'pedida y pulsa Comprobar. Arrastra las agujas o usa el teclado: Tab para llegar a una ' +
    'aguja, ← y → giran el minutero, ↑ y ↓ la aguja de las horas, Re Pág y Av Pág saltan ' +
    '5 minutos, Intro comprueba.',
  levels: [
    'En punto',
    'Y media',
    'Y cuarto y menos cuarto',
    'De cinco en cinco minutos',
    'Minuto a minuto',
    'Sin números',
  ],
  readQuestion: '¿Qué hora marca el reloj de calabaza?',
  readHint: 'Elige la calabaza con la hora correcta.',
  setQuestion: (time) => `Pon el reloj a ${time.hour === 1 ? 'la' : 'las'} ${formatDigital(time)}`,
  timeWords: spanishTimeWords,
  setHint: 'Gira las agujas y después pulsa Comprobar.',
  clockDescription: (places) =>
    `Reloj de calabaza. La aguja corta de las horas ${
      places.hourExact
        ? `apunta al ${places.hourNumber}`
        : `está entre el ${places.hourNumber} y el ${(places.hourNumber % 12) + 1}`
    }. La aguja larga de los minutos ${
      places.marksPast === 0
        ? `apunta al ${places.minuteNumber}`
        : `está ${marks(places.marksPast, 'marca pequeña', 'marcas pequeñas')} después del ${places.minuteNumber}`
    }.`,
  clockGroup: 'Reloj de calabaza',
  hourHand: 'Aguja de las horas',
  minuteHand: 'Minutero',
  hourBack: '1 hora atrás',
  hourForward: '1 hora adelante',
  minutesBack: (minutes) => `${marks(minutes, 'minuto', 'minutos')} atrás`,
  minutesForward: (minutes) => `${marks(minutes, 'minuto', 'minutos')} adelante`,
  check: 'Comprobar',
  choicesLabel: 'Elige la hora',
  itWas: (time) => `${spanishItIs(time)} (${formatDigital(time)}).`,
};

export const TEXTS = { en, es } satisfies Record<Language, PumpkinClockTexts>;
