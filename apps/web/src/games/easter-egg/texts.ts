import type { Language } from '@aula/shared';
import type { GameTexts } from '../kit/game-definition';
import type { EggColour, EggLook, EggPattern } from './egg-looks';
import type { EggProblem } from './problems';

/** Easter Egg Count's words in each language; the sentences that hold numbers are functions. */
export interface EggTexts extends GameTexts {
  /** The answer box's label. */
  answerLabel: string;
  /** The question, shown above the answer box and read aloud. */
  question: (problem: EggProblem) => string;
  /** What the picture shows, for screen readers (the picture's accessible name). */
  scene: (problem: EggProblem) => string;
  /** How the count is made, shown once the answer is right (never before: a retry must count). */
  explanation: (problem: EggProblem) => string;
  /** "blue striped egg", for the sample egg beside the colour question. */
  look: (look: EggLook, count: number) => string;
}

function numbers(language: Language) {
  const number = new Intl.NumberFormat(language);
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  return {
    format: (value: number) => number.format(value),
    list: (items: readonly string[]) => list.format(items),
    sum: (values: readonly number[]) =>
      `${values.map((value) => number.format(value)).join(' + ')} = ${number.format(
        values.reduce((total, value) => total + value, 0),
      )}`,
    skipCount: (size: number, cartons: number) =>
      Array.from({ length: cartons }, (_, index) => number.format(size * (index + 1))).join(', '),
  };
}

const en = numbers('en');
const ENGLISH_PATTERNS: Record<EggPattern, string> = {
  stripes: 'striped',
  dots: 'dotted',
  zigzag: 'zigzag',
};
const englishLook = ({ colour, pattern }: EggLook, count: number) =>
  `${colour} ${ENGLISH_PATTERNS[pattern]} ${count === 1 ? 'egg' : 'eggs'}`;
const englishEggs = (look: EggLook, count: number) =>
  `${en.format(count)} ${englishLook(look, count)}`;

const english: EggTexts = {
  title: 'Easter Egg Count',
  howToPlay:
    'The bunny hides eggs under baskets and brings more. Count the eggs, type how many there are and press Enter (or Check). On level 3 count only the eggs of the colour and pattern asked for; on level 4 count the cartons by 2, 5 or 10.',
  levels: ['Count to 10', 'Count to 20', 'Colour and pattern', 'Cartons of 2, 5 and 10'],
  answerLabel: 'How many eggs?',
  look: englishLook,
  question: (problem) => {
    if (problem.kind === 'baskets')
      return problem.hidden.length === 1
        ? 'The basket lifts and the bunny brings more eggs. How many eggs are there in all?'
        : 'The baskets lift and the bunny brings more eggs. How many eggs are there in all?';
    if (problem.kind === 'colours') return `How many ${englishLook(problem.target, 2)} are there?`;
    return `How many eggs are in ${en.format(problem.cartons)} cartons of ${en.format(problem.cartonSize)}?`;
  },
  scene: (problem) => {
    if (problem.kind === 'baskets') {
      const under =
        problem.hidden.length === 1
          ? `Under the basket ${problem.hidden[0] === 1 ? 'is 1 egg' : `are ${en.format(problem.hidden[0]!)} eggs`}.`
          : `Under the baskets are ${en.list(problem.hidden.map(en.format))} eggs.`;
      const more = problem.brought === 1 ? '1 more egg' : `${en.format(problem.brought)} more eggs`;
      return `A sunny meadow. ${under} The bunny brings ${more}.`;
    }
    if (problem.kind === 'colours')
      return `Eggs in the grass: ${en.list(problem.groups.map((group) => englishEggs(group.look, group.count)))}.`;
    return `${en.format(problem.cartons)} full egg cartons, each with ${en.format(problem.cartonSize)} cups and an egg in every cup.`;
  },
  explanation: (problem) => {
    if (problem.kind === 'baskets') return en.sum([...problem.hidden, problem.brought]);
    if (problem.kind === 'colours')
      return `There ${problem.answer === 1 ? 'is' : 'are'} ${englishEggs(problem.target, problem.answer)}.`;
    return `${en.skipCount(problem.cartonSize, problem.cartons)}: ${en.format(problem.cartons)} cartons of ${en.format(problem.cartonSize)} make ${en.format(problem.answer)} eggs.`;
  },
};

const es = numbers('es');
/** Spanish colour adjectives agree in number with "huevo(s)": [singular, plural]. */
const SPANISH_COLOURS: Record<EggColour, readonly [string, string]> = {
  blue: ['azul', 'azules'],
  pink: ['rosa', 'rosas'],
  yellow: ['amarillo', 'amarillos'],
  green: ['verde', 'verdes'],
  purple: ['morado', 'morados'],
};
const SPANISH_PATTERNS: Record<EggPattern, string> = {
  stripes: 'con rayas',
  dots: 'con lunares',
  zigzag: 'con zigzag',
};
const spanishLook = ({ colour, pattern }: EggLook, count: number) =>
  count === 1
    ? `huevo ${SPANISH_COLOURS[colour][0]} ${SPANISH_PATTERNS[pattern]}`
    : `huevos ${SPANISH_COLOURS[colour][1]} ${SPANISH_PATTERNS[pattern]}`;
const spanishEggs = (look: EggLook, count: number) =>
  `${es.format(count)} ${spanishLook(look, count)}`;

const spanish: EggTexts = {
  title: 'Cuenta los huevos',
  howToPlay:
    'El conejo esconde huevos debajo de las cestas y trae más. Cuenta los huevos, escribe cuántos hay y pulsa Intro (o Comprobar). En el nivel 3 cuenta solo los huevos del color y el dibujo que se piden; en el nivel 4 cuenta los cartones de 2 en 2, de 5 en 5 o de 10 en 10.',
  levels: ['Cuenta hasta 10', 'Cuenta hasta 20', 'Color y dibujo', 'Cartones de 2, 5 y 10'],
  answerLabel: '¿Cuántos huevos?',
  look: spanishLook,
  question: (problem) => {
    if (problem.kind === 'baskets')
      return problem.hidden.length === 1
        ? '¡La cesta se levanta y el conejo trae más huevos! ¿Cuántos huevos hay en total?'
        : '¡Las cestas se levantan y el conejo trae más huevos! ¿Cuántos huevos hay en total?';
    if (problem.kind === 'colours') return `¿Cuántos ${spanishLook(problem.target, 2)} hay?`;
    return `¿Cuántos huevos hay en ${es.format(problem.cartons)} cartones de ${es.format(problem.cartonSize)}?`;
  },
  scene: (problem) => {
    if (problem.kind === 'baskets') {
      const under =
        problem.hidden.length === 1
          ? `Debajo de la cesta hay ${problem.hidden[0] === 1 ? '1 huevo' : `${es.format(problem.hidden[0]!)} huevos`}.`
          : `Debajo de las cestas hay ${es.list(problem.hidden.map(es.format))} huevos.`;
      const more =
        problem.brought === 1 ? '1 huevo más' : `${es.format(problem.brought)} huevos más`;
      return `Un prado soleado. ${under} El conejo trae ${more}.`;
    }
    if (problem.kind === 'colours')
      return `Huevos en la hierba: ${es.list(problem.groups.map((group) => spanishEggs(group.look, group.count)))}.`;
    return `${es.format(problem.cartons)} cartones de huevos llenos, cada uno con ${es.format(problem.cartonSize)} huecos y un huevo en cada hueco.`;
  },
  explanation: (problem) => {
    if (problem.kind === 'baskets') return es.sum([...problem.hidden, problem.brought]);
    if (problem.kind === 'colours') return `Hay ${spanishEggs(problem.target, problem.answer)}.`;
    return `${es.skipCount(problem.cartonSize, problem.cartons)}: ${es.format(problem.cartons)} cartones de ${es.format(problem.cartonSize)} son ${es.format(problem.answer)} huevos.`;
  },
};

export const TEXTS: Record<Language, EggTexts> = { en: english, es: spanish };
