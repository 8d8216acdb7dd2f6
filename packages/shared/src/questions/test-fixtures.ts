// Items for the tests of this folder (not exported by the package).
import type { QuestionItem, QuestionItemInput } from './item-schema';
import { questionItemSchema } from './item-schema';

/** Parses an item (so defaults apply), keeping its type narrowed. */
export const item = <T extends QuestionItemInput>(input: T) =>
  questionItemSchema.parse(input) as Extract<QuestionItem, { type: T['type'] }>;
const t = (en: string, es = en) => ({ en, es });

export const singleChoice = item({
  id: 'capital',
  type: 'single_choice',
  prompt: t('What is the capital of France?', '¿Cuál es la capital de Francia?'),
  hints: [t('It is on the Seine.', 'Está junto al Sena.')],
  explanation: t('Paris is the capital.', 'París es la capital.'),
  choices: [
    { id: 'right', text: t('Paris', 'París'), correct: true, rationale: t('Yes.', 'Sí.') },
    { id: 'wrong-1', text: t('Lyon'), rationale: t('A big city, not the capital.', 'No.') },
    { id: 'wrong-2', text: t('Nice', 'Niza'), rationale: t('On the coast.', 'En la costa.') },
  ],
});

export const multipleChoice = item({
  id: 'even-numbers',
  type: 'multiple_choice',
  prompt: t('Which numbers are even?', '¿Qué números son pares?'),
  choices: [
    { id: 'two', text: t('2'), correct: true },
    { id: 'three', text: t('3') },
    { id: 'four', text: t('4'), correct: true },
  ],
});

export const numeric = item({
  id: 'three-quarters',
  type: 'numeric',
  prompt: t('What is 3 ÷ 4?', '¿Cuánto es 3 ÷ 4?'),
  value: 0.75,
});

export const shortText = item({
  id: 'capital-word',
  type: 'short_text',
  prompt: t('Name the capital of Spain.', 'Escribe la capital de España.'),
  accepted: { en: ['Madrid'], es: ['Madrid'] },
});

export const dropdown = item({
  id: 'cat-sentence',
  type: 'dropdown',
  prompt: t('Complete the sentence.', 'Completa la oración.'),
  sentence: t('The cat [[verb]] on the [[place]].', 'El gato [[verb]] en la [[place]].'),
  blanks: [
    {
      id: 'verb',
      correct: 'sleeps',
      options: [
        { id: 'sleeps', text: t('sleeps', 'duerme') },
        { id: 'sleep', text: t('sleep', 'dormir') },
      ],
    },
    {
      id: 'place',
      correct: 'mat',
      options: [
        { id: 'sky', text: t('sky', 'nube') },
        { id: 'mat', text: t('mat', 'alfombra') },
      ],
    },
  ],
});

export const ordering = item({
  id: 'count-in-order',
  type: 'ordering',
  prompt: t('Put the numbers in order.', 'Ordena los números.'),
  items: [
    { id: 'n14', text: t('14') },
    { id: 'n15', text: t('15') },
    { id: 'n16', text: t('16') },
    { id: 'n17', text: t('17') },
    { id: 'n18', text: t('18') },
  ],
});

export const matching = item({
  id: 'number-words',
  type: 'matching',
  prompt: t('Match each number with its word.', 'Une cada número con su palabra.'),
  pairs: [
    { id: 'p11', left: t('11'), right: t('eleven', 'once') },
    { id: 'p15', left: t('15'), right: t('fifteen', 'quince') },
    { id: 'p17', left: t('17'), right: t('seventeen', 'diecisiete') },
    { id: 'p20', left: t('20'), right: t('twenty', 'veinte') },
  ],
});

/** A template with constraints, derived values, expressions in texts and a string value. */
export const additionTemplate = item({
  id: 'add-two',
  type: 'numeric',
  params: { a: { min: 1, max: 20 }, b: { min: 1, max: 20, step: 2 } },
  constraints: ['a > b', 'a + b <= 30'],
  derived: { sum: 'a + b' },
  prompt: t('What is {a} + {b}?', '¿Cuánto es {a} + {b}?'),
  hints: [t('Start at {a} and count on {b}.', 'Empieza en {a} y cuenta {b} más.')],
  explanation: t('{a} + {b} = {sum}.', '{a} + {b} = {sum}.'),
  value: 'sum',
  unit: t('apples ({b} {{extra}})', 'manzanas'),
});

export const choiceTemplate = item({
  id: 'number-after',
  type: 'single_choice',
  params: { n: { min: 1, max: 19 } },
  derived: { next: 'n + 1' },
  prompt: t('What number comes right after {n}?', '¿Qué número viene justo después del {n}?'),
  choices: [
    {
      id: 'right',
      text: t('{next}'),
      correct: true,
      rationale: t('Yes! {next} is one more than {n}.', '¡Sí! {next} es uno más que {n}.'),
    },
    { id: 'before', text: t('{n - 1}'), rationale: t('{n - 1} comes before {n}.') },
    { id: 'two-after', text: t('{next + 1}') },
  ],
});

export const ALL_TYPES = [
  singleChoice,
  multipleChoice,
  numeric,
  shortText,
  dropdown,
  ordering,
  matching,
] as const;
