import { GAME_EXERCISES_PER_ROUND, gameByName } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { LEVELS } from './levels';
import { generateProblem } from './problems';
import { TEXTS } from './texts';

const LANGUAGES = ['en', 'es'] as const;

describe('the texts of Easter Egg Count', () => {
  it.each(LANGUAGES)('%s: the menu title, how to play and one name per level', (language) => {
    const texts = TEXTS[language];
    expect(texts.title).toBe(gameByName('easter-egg')!.title[language]);
    expect(texts.levels).toHaveLength(LEVELS.length);
    expect(texts.howToPlay.trim()).not.toBe('');
  });

  it.each(LANGUAGES)(
    '%s: every problem has a question, a picture description and an explanation',
    (language) => {
      const texts = TEXTS[language];
      for (let level = 0; level < LEVELS.length; level += 1)
        for (let exercise = 0; exercise < GAME_EXERCISES_PER_ROUND; exercise += 1) {
          const problem = generateProblem(level, exercise, 99 + exercise);
          expect(texts.question(problem)).toMatch(/\?$/);
          expect(texts.scene(problem).length).toBeGreaterThan(20);
          expect(texts.explanation(problem)).toContain(
            new Intl.NumberFormat(language).format(problem.answer),
          );
        }
    },
  );

  it('names both the colour and the pattern of the asked eggs', () => {
    const look = { colour: 'blue', pattern: 'stripes' } as const;
    const problem = { kind: 'colours', target: look, groups: [], slots: [], answer: 3 } as const;
    expect(TEXTS.en.question(problem)).toBe('How many blue striped eggs are there?');
    expect(TEXTS.es.question(problem)).toBe('¿Cuántos huevos azules con rayas hay?');
    expect(TEXTS.es.explanation(problem)).toBe('Hay 3 huevos azules con rayas.');
  });

  it('tells the baskets story and the skip count with numbers in each language', () => {
    const baskets = { kind: 'baskets', hidden: [3, 5], brought: 4, answer: 12 } as const;
    expect(TEXTS.en.scene(baskets)).toBe(
      'A sunny meadow. Under the baskets are 3 and 5 eggs. The bunny brings 4 more eggs.',
    );
    expect(TEXTS.es.scene(baskets)).toBe(
      'Un prado soleado. Debajo de las cestas hay 3 y 5 huevos. El conejo trae 4 huevos más.',
    );
    expect(TEXTS.en.explanation(baskets)).toBe('3 + 5 + 4 = 12');
    const cartons = { kind: 'cartons', cartonSize: 5, cartons: 3, answer: 15 } as const;
    expect(TEXTS.en.question(cartons)).toBe('How many eggs are in 3 cartons of 5?');
    expect(TEXTS.es.question(cartons)).toBe('¿Cuántos huevos hay en 3 cartones de 5?');
    expect(TEXTS.es.explanation(cartons)).toBe('5, 10, 15: 3 cartones de 5 son 15 huevos.');
  });
});
