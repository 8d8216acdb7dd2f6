import { describe, expect, it } from 'vitest';
import { instantiateItem, isTemplateItem, TemplateDrawError } from './instantiate';
import type { QuestionItem } from './item-schema';
import { questionItemSchema } from './item-schema';
import { additionTemplate, ALL_TYPES, choiceTemplate, item } from './test-fixtures';

type Numeric = Extract<QuestionItem, { type: 'numeric' }>;
const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).map(Number);
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsIn)
      : [];

describe('instantiateItem', () => {
  it('returns non-template items unchanged', () => {
    for (const plain of ALL_TYPES) {
      expect(isTemplateItem(plain)).toBe(false);
      expect(instantiateItem(plain, 123)).toBe(plain);
    }
  });

  it('fills every text, computes the value and drops the template fields', () => {
    const instance = instantiateItem(additionTemplate, 7) as Numeric;
    expect(isTemplateItem(instance)).toBe(false);
    expect(instance).not.toHaveProperty('params');
    expect(instance).not.toHaveProperty('constraints');
    expect(instance).not.toHaveProperty('derived');
    const [a, b] = numbersIn(instance.prompt.en) as [number, number];
    expect(instance.prompt.en).toBe(`What is ${a} + ${b}?`);
    expect(instance.prompt.es).toBe(`¿Cuánto es ${a} + ${b}?`);
    expect(instance.hints[0]?.en).toBe(`Start at ${a} and count on ${b}.`);
    expect(instance.explanation?.en).toBe(`${a} + ${b} = ${a + b}.`);
    expect(instance.unit?.en).toBe(`apples (${b} {extra})`);
    expect(instance.value).toBe(a + b);
    expect(questionItemSchema.parse(instance)).toEqual(instance);
    const placeholders = stringsIn(instance).filter((text) => /\{[a-z]/.test(text));
    expect(placeholders).toEqual([`apples (${b} {extra})`]);
  });

  it('honours params ranges, steps and constraints over many seeds', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      const instance = instantiateItem(additionTemplate, seed) as Numeric;
      const [a, b] = numbersIn(instance.prompt.en) as [number, number];
      expect(a).toBeGreaterThanOrEqual(1);
      expect(a).toBeLessThanOrEqual(20);
      expect(b % 2).toBe(1); // 1, 3, 5, … on the step grid
      expect(a).toBeGreaterThan(b);
      expect(a + b).toBeLessThanOrEqual(30);
    }
  });

  it('replays the same draw for the same seed and varies across seeds', () => {
    expect(instantiateItem(additionTemplate, 99)).toEqual(instantiateItem(additionTemplate, 99));
    const prompts = new Set(
      Array.from({ length: 50 }, (_, seed) => instantiateItem(additionTemplate, seed).prompt.en),
    );
    expect(prompts.size).toBeGreaterThan(20);
  });

  it('fills choices and rationales and leaves the key alone', () => {
    const instance = instantiateItem(choiceTemplate, 3);
    if (instance.type !== 'single_choice') throw new Error('type changed');
    const n = numbersIn(instance.prompt.en)[0] as number;
    expect(instance.choices.map((choice) => choice.text.en)).toEqual([
      String(n + 1),
      String(n - 1),
      String(n + 2),
    ]);
    expect(instance.choices.map((choice) => choice.correct)).toEqual([true, false, false]);
    expect(instance.choices[0]?.rationale?.es).toBe(`¡Sí! ${n + 1} es uno más que ${n}.`);
  });

  it('fills every kind of text of every type', () => {
    const params = { n: { min: 5, max: 5 } };
    const t = (text: string) => ({ en: text, es: text });
    const cases = [
      item({
        id: 'st',
        type: 'short_text',
        params,
        prompt: t('{n}'),
        accepted: { en: ['{n * 2}'], es: ['{n / 2}'] },
      }),
      item({
        id: 'dd',
        type: 'dropdown',
        params,
        prompt: t('p'),
        sentence: t('{n} is [[b]]'),
        blanks: [
          {
            id: 'b',
            correct: 'x',
            options: [
              { id: 'x', text: t('{n+1}') },
              { id: 'y', text: t('y') },
            ],
          },
        ],
      }),
      item({
        id: 'or',
        type: 'ordering',
        params,
        prompt: t('p'),
        items: [
          { id: 'a', text: t('{n}') },
          { id: 'b', text: t('{n+1}') },
        ],
      }),
      item({
        id: 'ma',
        type: 'matching',
        params,
        prompt: t('p'),
        image_alt: t('{n} dots'),
        pairs: [
          { id: 'a', left: t('{n}'), right: t('{n*n}') },
          { id: 'b', left: t('x'), right: t('y') },
        ],
      }),
    ];
    const instances = cases.map((template) => instantiateItem(template, 1));
    expect(stringsIn(instances).filter((text) => text.includes('{'))).toEqual([]);
    const json = JSON.stringify(instances);
    expect(json).toContain('"en":["10"],"es":["2,5"]');
    expect(json).toContain('"sentence":{"en":"5 is [[b]]"');
    expect(json).toContain('"text":{"en":"6"');
    expect(json).toContain('"right":{"en":"25"');
    expect(json).toContain('"image_alt":{"en":"5 dots"');
  });

  it('decides which choice is right from correct_when and drops the conditions', () => {
    const sign = item({
      id: 'sign',
      type: 'single_choice',
      params: { a: { min: 1, max: 3 }, b: { min: 1, max: 3 } },
      prompt: { en: '{a} □ {b}', es: '{a} □ {b}' },
      choices: [
        { id: 'less', text: { en: '<', es: '<' }, correct_when: 'a < b' },
        { id: 'equal', text: { en: '=', es: '=' }, correct_when: 'a == b' },
        { id: 'greater', text: { en: '>', es: '>' }, correct_when: 'a > b' },
      ],
    });
    const rightChoices = new Set<string>();
    for (let seed = 0; seed < 60; seed += 1) {
      const instance = instantiateItem(sign, seed);
      if (instance.type !== 'single_choice') throw new Error('type changed');
      const [a, b] = numbersIn(instance.prompt.en) as [number, number];
      const expected = a < b ? 'less' : a === b ? 'equal' : 'greater';
      expect(
        instance.choices.filter((choice) => choice.correct).map((choice) => choice.id),
      ).toEqual([expected]);
      expect(JSON.stringify(instance)).not.toContain('correct_when');
      expect(questionItemSchema.parse(instance)).toEqual(instance);
      rightChoices.add(expected);
    }
    expect(rightChoices).toEqual(new Set(['less', 'equal', 'greater']));
  });

  it("sets a blank's key to the option whose correct_when holds, and leaves it out when none does", () => {
    const compare = item({
      id: 'compare-words',
      type: 'dropdown',
      params: { a: { min: 1, max: 9 }, b: { min: 1, max: 9 } },
      constraints: ['a != b'],
      prompt: { en: 'Complete.', es: 'Completa.' },
      sentence: { en: '{a} is [[cmp]] {b}.', es: '{a} es [[cmp]] {b}.' },
      blanks: [
        {
          id: 'cmp',
          options: [
            { id: 'less', text: { en: 'less than', es: 'menor que' }, correct_when: 'a < b' },
            { id: 'more', text: { en: 'greater than', es: 'mayor que' }, correct_when: 'a > b' },
          ],
        },
      ],
    });
    for (let seed = 0; seed < 40; seed += 1) {
      const instance = instantiateItem(compare, seed);
      if (instance.type !== 'dropdown') throw new Error('type changed');
      const [a, b] = numbersIn(instance.sentence.en) as [number, number];
      expect(instance.blanks[0]?.correct).toBe(a < b ? 'less' : 'more');
      expect(JSON.stringify(instance)).not.toContain('correct_when');
    }
    const noneHolds = item({ ...compare, constraints: ['a == b'] });
    expect(instantiateItem(noneHolds, 1)).toMatchObject({ blanks: [{ id: 'cmp' }] });
    expect(instantiateItem(noneHolds, 1)).not.toHaveProperty('blanks.0.correct');
  });

  it('redraws when an expression is undefined for a draw', () => {
    const template = item({
      id: 'divide',
      type: 'numeric',
      params: { a: { min: 0, max: 3 } },
      prompt: { en: '12 / {a}', es: '12 / {a}' },
      value: '12 / a',
    });
    for (let seed = 0; seed < 50; seed += 1) {
      const instance = instantiateItem(template, seed) as Numeric;
      expect(instance.prompt.en).not.toBe('12 / 0');
      expect(Number.isFinite(instance.value)).toBe(true);
    }
  });

  it('accepts a braced value and derived values built on each other', () => {
    const template = item({
      id: 'braced',
      type: 'numeric',
      params: { a: { min: 2, max: 2 } },
      derived: { double: 'a * 2', quadruple: 'double * 2' },
      prompt: { en: '{quadruple}', es: '{quadruple}' },
      value: '{quadruple + 1}',
    });
    expect(instantiateItem(template, 0)).toMatchObject({ prompt: { en: '8' }, value: 9 });
  });

  it('throws when the constraints cannot be met', () => {
    const impossible = item({ ...additionTemplate, constraints: ['a > 100'] });
    expect(() => instantiateItem(impossible, 1)).toThrow(TemplateDrawError);
    expect(() => instantiateItem(impossible, 1)).toThrow(/add-two.*no draw out of 200/);
  });

  it('throws clearly on wrong expressions', () => {
    const unknown = item({ ...additionTemplate, value: 'a + c' });
    expect(() => instantiateItem(unknown, 1)).toThrow(
      'Template item "add-two": Unknown identifier "c" in "a + c"',
    );
    const syntax = item({ ...additionTemplate, prompt: { en: '{a +}', es: 'x' } });
    expect(() => instantiateItem(syntax, 1)).toThrow(/Syntax error/);
    const clash = item({ ...additionTemplate, derived: { a: 'b + 1' } });
    expect(() => instantiateItem(clash, 1)).toThrow(
      /derived value "a" has the name of a parameter/,
    );
    const badRange = item({
      ...additionTemplate,
      params: { a: { min: 5, max: 1 }, b: { min: 1, max: 2 } },
    });
    expect(() => instantiateItem(badRange, 1)).toThrow(/min <= max/);
  });
});
