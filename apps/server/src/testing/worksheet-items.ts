import type { QuestionItem, QuestionItemInput } from '@aula/shared';
import { questionItemSchema } from '@aula/shared';

/**
 * One item of every question type, with prompts found nowhere else in the sample pack, for the
 * worksheet tests: they go into a pool, and the tests look for them on the printed sheet.
 */
const t = (en: string, es: string) => ({ en, es });
const item = (input: QuestionItemInput): QuestionItem => questionItemSchema.parse(input);

export const WORKSHEET_ITEMS: QuestionItem[] = [
  item({
    id: 'capital',
    type: 'single_choice',
    prompt: t('Which city is the capital of Spain?', '¿Qué ciudad es la capital de España?'),
    explanation: t('Madrid has been the capital since 1561.', 'Madrid es la capital desde 1561.'),
    choices: [
      { id: 'madrid', text: t('Madrid', 'Madrid'), correct: true },
      { id: 'seville', text: t('Seville', 'Sevilla') },
      { id: 'malaga', text: t('Málaga', 'Málaga') },
    ],
  }),
  item({
    id: 'even',
    type: 'multiple_choice',
    prompt: t('Which numbers are even?', '¿Qué números son pares?'),
    choices: [
      { id: 'two', text: t('2', '2'), correct: true },
      { id: 'three', text: t('3', '3') },
      { id: 'four', text: t('4', '4'), correct: true },
    ],
  }),
  item({
    id: 'sum',
    type: 'numeric',
    prompt: t('What is {a} + {b}?', '¿Cuánto es {a} + {b}?'),
    params: { a: { min: 100, max: 999 }, b: { min: 100, max: 999 } },
    value: 'a + b',
    unit: t('apples', 'manzanas'),
  }),
  item({
    id: 'opposite',
    type: 'short_text',
    prompt: t('Write the opposite of hot.', 'Escribe lo contrario de caliente.'),
    accepted: { en: ['cold', 'chilly'], es: ['frío'] },
  }),
  item({
    id: 'animal',
    type: 'dropdown',
    prompt: t('Complete the sentence about the cat.', 'Completa la oración sobre el gato.'),
    sentence: t('A cat says [[sound]].', 'Un gato dice [[sound]].'),
    blanks: [
      {
        id: 'sound',
        options: [
          { id: 'meow', text: t('meow', 'miau') },
          { id: 'woof', text: t('woof', 'guau') },
        ],
        correct: 'meow',
      },
    ],
  }),
  item({
    id: 'smallest-first',
    type: 'ordering',
    prompt: t('Put the planets from the Sun outwards.', 'Ordena los planetas desde el Sol.'),
    items: [
      { id: 'mercury', text: t('Mercury', 'Mercurio') },
      { id: 'venus', text: t('Venus', 'Venus') },
      { id: 'earth', text: t('Earth', 'Tierra') },
    ],
  }),
  item({
    id: 'opposites',
    type: 'matching',
    prompt: t('Match each word with its opposite.', 'Une cada palabra con su contrario.'),
    pairs: [
      { id: 'up', left: t('up', 'arriba'), right: t('down', 'abajo') },
      { id: 'big', left: t('big', 'grande'), right: t('small', 'pequeño') },
      { id: 'day', left: t('day', 'día'), right: t('night', 'noche') },
    ],
  }),
];

/** The English prompts of WORKSHEET_ITEMS as they read on a sheet (the sum has its numbers). */
export const WORKSHEET_PROMPTS = [
  /^Which city is the capital of Spain\?$/,
  /^Which numbers are even\?$/,
  /^What is \d{3} \+ \d{3}\?$/,
  /^Write the opposite of hot\.$/,
  /^Complete the sentence about the cat\.$/,
  /^Put the planets from the Sun outwards\.$/,
  /^Match each word with its opposite\.$/,
];
