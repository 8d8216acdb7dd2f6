import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { QuestionItem, QuestionItemInput } from '@aula/shared';
import { questionItemSchema } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { buildPack } from '../pack/build-pack';
import { writeSampleSources } from '../testing/sample-sources';
import { checkItemContent } from './content-check';
import { InvalidPackError } from './issues';

/** Parses an item (so defaults apply), keeping its type narrowed. */
const item = <T extends QuestionItemInput>(input: T) =>
  questionItemSchema.parse(input) as Extract<QuestionItem, { type: T['type'] }>;
const t = (en: string, es = en) => ({ en, es });

/** A comparison whose right sign is "<" in every draw: the flaw the answer-spread rule finds. */
const alwaysLess = item({
  id: 'pick-the-sign',
  type: 'single_choice',
  params: { a: { min: 1, max: 20 }, b: { min: 1, max: 20 } },
  constraints: ['a < b'],
  prompt: t('Which sign makes it true? {a} □ {b}', '¿Qué signo va? {a} □ {b}'),
  choices: [
    { id: 'less', text: t('<'), correct: true },
    { id: 'greater', text: t('>') },
    { id: 'equal', text: t('=') },
  ],
});

const overPrecise = item({
  id: 'find-acceleration',
  type: 'numeric',
  params: { F: { min: 10, max: 40 }, m: { min: 3, max: 9 } },
  prompt: t(
    'A net force of {F} N acts on a {m} kg cart. What is its acceleration? Round to two decimal places.',
    'Sobre un carrito de {m} kg actúa una fuerza neta de {F} N. ¿Cuál es su aceleración? Redondea a dos decimales.',
  ),
  value: 'F / m',
});

describe('the content check', () => {
  it('finds a template whose right option is fixed by construction, and passes it once it varies', () => {
    expect(checkItemContent(alwaysLess)).toEqual([
      'answer spread: choice less is right in 200 of 200 draws (more than 60 %): let the right option vary, e.g. with correct_when',
    ]);
    const varied = item({
      ...alwaysLess,
      constraints: [],
      choices: [
        { id: 'less', text: t('<'), correct_when: 'a < b' },
        { id: 'greater', text: t('>'), correct_when: 'a > b' },
        { id: 'equal', text: t('='), correct_when: 'a == b' },
      ],
    });
    expect(checkItemContent(varied)).toEqual([]);
    // Equal numbers come up in 1 draw of 20, so "<" and ">" share the rest: each near 48 %.
    const mostlyLess = item({
      ...varied,
      params: { a: { min: 1, max: 20 }, b: { min: 15, max: 20 } },
    });
    expect(checkItemContent(mostlyLess)[0]).toMatch(
      /^answer spread: choice less is right in \d+ of 200/,
    );
  });

  it('finds the same option right in most draws of a blank', () => {
    const words = item({
      id: 'compare-words',
      type: 'dropdown',
      params: { a: { min: 1, max: 9 }, b: { min: 1, max: 9 } },
      constraints: ['a < b'],
      prompt: t('Complete.', 'Completa.'),
      sentence: t('{a} is [[cmp]] {b}.', '{a} es [[cmp]] {b}.'),
      blanks: [
        {
          id: 'cmp',
          correct: 'less',
          options: [
            { id: 'less', text: t('less than', 'menor que') },
            { id: 'more', text: t('greater than', 'mayor que') },
          ],
        },
      ],
    });
    expect(checkItemContent(words)).toEqual([
      expect.stringMatching(
        /^answer spread: option less of blank cmp is right in 200 of 200 draws/,
      ),
    ]);
  });

  it('finds a numeric answer more precise than its prompt asks, and a tolerance too wide', () => {
    expect(checkItemContent(overPrecise)).toEqual([
      expect.stringMatching(
        /^precision: the prompt asks for 2 decimal places but the value is \d+\.\d{3,}: round the value as the prompt says \(seed \d+; \d+ of 200 draws\)$/,
      ),
    ]);
    const rounded = item({ ...overPrecise, value: 'round(F / m, 2)', tolerance: 0.01 });
    expect(checkItemContent(rounded)).toEqual([]);
    const tooWide = item({ ...rounded, tolerance: 0.5 });
    expect(checkItemContent(tooWide)).toEqual([
      expect.stringMatching(/^precision: the tolerance 0.5 is wider than 0.01/),
    ]);
    const nearestTenth = item({
      id: 'round-it',
      type: 'numeric',
      prompt: t('Round 4.368 to the nearest tenth.', 'Redondea 4,368 a la décima más cercana.'),
      value: 4.37,
    });
    expect(checkItemContent(nearestTenth)).toEqual([
      'precision: the prompt asks for 1 decimal place but the value is 4.37: round the value as the prompt says',
    ]);
    expect(checkItemContent(item({ ...nearestTenth, value: 4.4 }))).toEqual([]);
  });

  it('finds English and Spanish versions that say other numbers or another key', () => {
    const mismatched = item({
      id: 'sounds',
      type: 'single_choice',
      prompt: t('How many sounds do you hear in "ship"?', 'En «guitarra», ¿suena la u?'),
      choices: [
        { id: 'right', text: t('3', 'No, es muda.'), correct: true },
        { id: 'four', text: t('4', '4') },
        { id: 'thousand', text: t('1,250.5', '1.250,5') },
      ],
    });
    expect(checkItemContent(mismatched)).toEqual([
      'languages: choice right says other numbers in en (3) than in es (none)',
    ]);
    const movedKey = item({
      id: 'sum',
      type: 'single_choice',
      prompt: t('What is 2 + 3?', '¿Cuánto es 2 + 3?'),
      choices: [
        {
          id: 'right',
          text: t('5'),
          correct: true,
          rationale: t('Yes! 2 + 3 = 5.', '¡Sí! 2 + 3 = 5.'),
        },
        { id: 'six', text: t('6'), rationale: t('Count again.', '¡Sí! Muy bien.') },
      ],
    });
    expect(checkItemContent(movedKey)).toEqual([
      'languages: the rationale of six says the choice is right in es only',
    ]);
    const otherRounding = item({
      ...overPrecise,
      value: 'round(F / m, 2)',
      prompt: t(overPrecise.prompt.en, overPrecise.prompt.es.replace('dos', 'un')),
    });
    expect(checkItemContent(otherRounding)).toContainEqual(
      expect.stringMatching(
        /^languages: the prompt asks for another rounding in en \(2\) than in es \(1\)/,
      ),
    );
    const countBy = item({
      id: 'count-by',
      type: 'numeric',
      prompt: t('Count by 5s: 10, 15, 20, ?', 'Cuenta de 5 en 5: 10, 15, 20, ?'),
      value: 25,
    });
    expect(checkItemContent(countBy)).toEqual([]);
  });

  it('finds a choice, an option or an entry that appears twice', () => {
    const repeated = item({
      id: 'capital',
      type: 'single_choice',
      prompt: t('What is the capital of France?', '¿Cuál es la capital de Francia?'),
      choices: [
        { id: 'right', text: t('Paris', 'París'), correct: true },
        { id: 'again', text: t(' paris ', 'Lyon') },
      ],
    });
    expect(checkItemContent(repeated)).toEqual([
      'repeated entry: choices right and again read "Paris" and "paris" (en), which differ in letter case only',
    ]);
    const tiles = item({
      id: 'tiles',
      type: 'ordering',
      prompt: t('Put the words in order.', 'Ordena las palabras.'),
      items: [
        { id: 'a', text: t('cat', 'gato') },
        { id: 'b', text: t('dog', 'gato') },
      ],
    });
    expect(checkItemContent(tiles)).toEqual([
      'repeated entry: entries a and b both read "gato" (es)',
    ]);
  });

  it('lets a question about capital letters offer entries that differ in case alone', () => {
    const capitals = item({
      id: 'birthday-month',
      type: 'single_choice',
      prompt: t(
        'Which sentence uses capital letters the right way?',
        '¿Qué oración usa bien las mayúsculas?',
      ),
      choices: [
        { id: 'right', text: t('My birthday is in May.', 'Es en mayo.'), correct: true },
        { id: 'wrong', text: t('My birthday is in may.', 'Es en Mayo.') },
      ],
    });
    expect(checkItemContent(capitals)).toEqual([]);
  });

  it('makes the pack build refuse a pack with such a question, saying where and what', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aula-content-check-'));
    try {
      const sources = writeSampleSources(join(dir, 'src'));
      const quiz = join(sources, 'grades/grade-1/math/cluster-1/lesson-2/quiz.yaml');
      const pool = parse(readFileSync(quiz, 'utf8')) as { questions: unknown[] };
      pool.questions.push(alwaysLess);
      writeFileSync(quiz, stringify(pool));
      const error = await buildPack(sources, join(dir, 'out.aulapack')).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(InvalidPackError);
      expect((error as InvalidPackError).issues).toEqual([
        {
          where: 'grade-1/math/cluster-1/lesson-2/quiz.yaml: pick-the-sign',
          message: expect.stringMatching(
            /^answer spread: choice less is right in 200 of 200 draws/,
          ),
        },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
