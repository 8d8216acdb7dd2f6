import type { GameTexts } from '../kit/game-definition';
import type { Place } from './places';

/** Everything Expanded Form says or shows, in English and Spanish. */
export interface ExpandedFormTexts extends GameTexts {
  /** Column headings. */
  placeNames: Record<Place, string>;
  /** "4 hundreds", said by a column and in the picture's description. */
  blocksOf: (count: number, place: Place) => string;
  addBlock: Record<Place, string>;
  removeBlock: Record<Place, string>;
  build: (number: string) => string;
  buildHint: string;
  check: string;
  /** What the columns hold, for screen readers (the blocks drawing itself is hidden). */
  columnValue: (count: number, place: Place, value: string) => string;
  blankQuestion: string;
  blankSpoken: (number: string, expanded: string) => string;
  blankWord: string;
  /** The "+" read aloud. */
  plus: string;
  missingPart: string;
  chooseQuestion: string;
  chooseSpoken: (expanded: string) => string;
  choicesLabel: string;
  picture: (items: readonly string[]) => string;
  missingColumn: (place: Place) => string;
  yourChoice: string;
}

const EN_PLACES: Record<Place, [one: string, many: string]> = {
  thousands: ['thousand', 'thousands'],
  hundreds: ['hundred', 'hundreds'],
  tens: ['ten', 'tens'],
  ones: ['one', 'ones'],
  tenths: ['tenth', 'tenths'],
};

const ES_PLACES: Record<Place, [one: string, many: string, article: string]> = {
  thousands: ['millar', 'millares', 'un'],
  hundreds: ['centena', 'centenas', 'una'],
  tens: ['decena', 'decenas', 'una'],
  ones: ['unidad', 'unidades', 'una'],
  tenths: ['décima', 'décimas', 'una'],
};

function perPlace<T>(names: Record<Place, T>, text: (name: T) => string): Record<Place, string> {
  const entries = Object.entries(names) as [Place, T][];
  return Object.fromEntries(entries.map(([place, name]) => [place, text(name)])) as Record<
    Place,
    string
  >;
}

const en: ExpandedFormTexts = {
  title: 'Expanded Form',
  howToPlay:
    'A number appears: build it with blocks. A big cube is a thousand, a flat is a hundred, a rod is ten and a small cube is one. Press + and − on each column (or the up and down arrow keys) and then Check. Sometimes a part of the sum is missing: type it. In level 4, read the sum of the parts and pick its number. Level 5 adds tenths, thin slices of a small cube: 4.7 = 4 + 0.7.',
  levels: [
    'Two-digit numbers',
    'Three-digit numbers',
    'Four-digit numbers',
    'Which number is it?',
    'Tenths',
  ],
  placeNames: {
    thousands: 'Thousands',
    hundreds: 'Hundreds',
    tens: 'Tens',
    ones: 'Ones',
    tenths: 'Tenths',
  },
  blocksOf: (count, place) => `${count} ${EN_PLACES[place][count === 1 ? 0 : 1]}`,
  addBlock: perPlace(EN_PLACES, ([one]) => `Add a ${one}`),
  removeBlock: perPlace(EN_PLACES, ([one]) => `Take away a ${one}`),
  build: (number) => `Build ${number} with blocks.`,
  buildHint: 'Use + and − on each column, or the arrow keys, then press Check.',
  check: 'Check',
  columnValue: (count, place, value) =>
    `${en.blocksOf(count, place)} ${count === 1 ? 'makes' : 'make'} ${value}`,
  blankQuestion: 'Which part is missing?',
  blankSpoken: (number, expanded) => `Which part is missing? ${number} equals ${expanded}.`,
  blankWord: 'what',
  plus: 'plus',
  missingPart: 'Missing part',
  chooseQuestion: 'Which number is this?',
  chooseSpoken: (expanded) => `Which number is ${expanded}?`,
  choicesLabel: 'Choose the number',
  picture: (items) => `Blocks: ${items.join(', ')}.`,
  missingColumn: (place) => `the ${EN_PLACES[place][1]} are hidden`,
  yourChoice: 'Your choice',
};

const es: ExpandedFormTexts = {
  title: 'Forma desarrollada',
  howToPlay:
    'Aparece un número: constrúyelo con bloques. Un cubo grande es un millar, una placa es una centena, una barra es una decena y un cubito es una unidad. Pulsa + y − en cada columna (o las flechas arriba y abajo) y después Comprobar. A veces falta una parte de la suma: escríbela. En el nivel 4, lee la suma de las partes y elige su número. El nivel 5 añade décimas, finas láminas de un cubito: 4,7 = 4 + 0,7.',
  levels: [
    'Números de dos cifras',
    'Números de tres cifras',
    'Números de cuatro cifras',
    '¿Qué número es?',
    'Décimas',
  ],
  placeNames: {
    thousands: 'Millares',
    hundreds: 'Centenas',
    tens: 'Decenas',
    ones: 'Unidades',
    tenths: 'Décimas',
  },
  blocksOf: (count, place) => `${count} ${ES_PLACES[place][count === 1 ? 0 : 1]}`,
  addBlock: perPlace(ES_PLACES, ([one, , article]) => `Añadir ${article} ${one}`),
  removeBlock: perPlace(ES_PLACES, ([one, , article]) => `Quitar ${article} ${one}`),
  build: (number) => `Construye el ${number} con bloques.`,
  buildHint: 'Usa + y − en cada columna, o las flechas, y pulsa Comprobar.',
  check: 'Comprobar',
  columnValue: (count, place, value) =>
    `${es.blocksOf(count, place)} ${count === 1 ? 'forma' : 'forman'} ${value}`,
  blankQuestion: '¿Qué parte falta?',
  blankSpoken: (number, expanded) => `¿Qué parte falta? ${number} es igual a ${expanded}.`,
  blankWord: 'cuánto',
  plus: 'más',
  missingPart: 'Parte que falta',
  chooseQuestion: '¿Qué número es?',
  chooseSpoken: (expanded) => `¿Qué número es ${expanded}?`,
  choicesLabel: 'Elige el número',
  picture: (items) => `Bloques: ${items.join(', ')}.`,
  missingColumn: (place) => {
    const [, many, article] = ES_PLACES[place];
    return article === 'un' ? `los ${many} están tapados` : `las ${many} están tapadas`;
  },
  yourChoice: 'Tu elección',
};

export const TEXTS = { en, es } as const satisfies Record<'en' | 'es', ExpandedFormTexts>;
