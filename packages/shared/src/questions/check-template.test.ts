import { describe, expect, it } from 'vitest';
import { checkTemplate } from './check-template';
import { additionTemplate, choiceTemplate, item, numeric } from './test-fixtures';

describe('checkTemplate', () => {
  it('finds nothing wrong with sound templates', () => {
    expect(checkTemplate(additionTemplate)).toEqual([]);
    expect(checkTemplate(choiceTemplate)).toEqual([]);
  });

  it('reports constraints and derived values without params', () => {
    expect(checkTemplate(numeric)).toEqual([]);
    expect(checkTemplate(item({ ...numeric, derived: { x: '1' } }))).toEqual([
      'constraints and derived values are only read in templates (with params)',
    ]);
  });

  it('reports bad parameters', () => {
    const problems = checkTemplate(
      item({ ...additionTemplate, params: { a: { min: 9, max: 1 }, 'b-c': { min: 1, max: 2 } } }),
    );
    expect(problems).toContain('parameter "a" has min > max');
    expect(problems).toContain(
      'parameter "b-c" cannot be used in expressions: use letters, digits, _',
    );
  });

  it('reports wrong expressions once, without the item prefix', () => {
    expect(checkTemplate(item({ ...additionTemplate, value: 'a + c' }))).toEqual([
      'Unknown identifier "c" in "a + c"',
    ]);
  });

  it('reports constraints that are too strict', () => {
    const [problem] = checkTemplate(
      item({ ...additionTemplate, constraints: ['a == 20', 'b == 19'] }),
    );
    expect(problem).toMatch(/constraints were not met in time for \d+ of 100 seeds/);
  });

  it('reports values the accepted forms cannot write', () => {
    const problems = checkTemplate(
      item({ ...additionTemplate, value: 'a / 3', forms: ['integer'] }),
    );
    expect(
      problems.some((problem) => /cannot be written as integer \(seed \d+\)/.test(problem)),
    ).toBe(true);
  });

  it('reports choices that read the same in a draw', () => {
    const clash = item({
      ...choiceTemplate,
      params: { n: { min: 1, max: 3 } },
      choices: [
        { id: 'right', text: { en: '{n + 1}', es: '{n + 1}' }, correct: true },
        { id: 'other', text: { en: '{n * 2}', es: '{n * 2}' } },
      ],
    });
    expect(checkTemplate(clash)).toContainEqual(
      expect.stringMatching(/^choices right and other both read "2" \(en\) \(seed \d+\)$/),
    );
  });

  it('reports draws whose correct_when conditions give no key or too many', () => {
    const params = { a: { min: 1, max: 5 }, b: { min: 1, max: 5 } };
    const t = (text: string) => ({ en: text, es: text });
    const sign = (conditions: [string, string]) =>
      item({
        id: 'sign',
        type: 'single_choice',
        params,
        prompt: t('{a} □ {b}'),
        choices: [
          { id: 'less', text: t('<'), correct_when: conditions[0] },
          { id: 'greater', text: t('>'), correct_when: conditions[1] },
        ],
      });
    expect(checkTemplate(sign(['a < b', 'a >= b']))).toEqual([]);
    expect(checkTemplate(sign(['a <= b', 'a >= b']))).toContainEqual(
      expect.stringMatching(
        /^a single-choice question needs exactly one correct choice, got less, greater \(seed \d+\)$/,
      ),
    );
    expect(checkTemplate(sign(['a < b', 'a > b']))).toContainEqual(
      expect.stringMatching(/needs exactly one correct choice, got none \(seed \d+\)$/),
    );
    const several = item({ ...sign(['a < b', 'a > b']), type: 'multiple_choice' });
    expect(checkTemplate(several)).toContainEqual(
      expect.stringMatching(/^no choice is correct \(seed \d+\)$/),
    );
    const blank = (conditions: [string, string]) =>
      item({
        id: 'words',
        type: 'dropdown',
        params,
        prompt: t('Complete.'),
        sentence: t('{a} is [[cmp]] {b}'),
        blanks: [
          {
            id: 'cmp',
            options: [
              { id: 'less', text: t('less than'), correct_when: conditions[0] },
              { id: 'more', text: t('not less than'), correct_when: conditions[1] },
            ],
          },
        ],
      });
    expect(checkTemplate(blank(['a < b', 'a >= b']))).toEqual([]);
    expect(checkTemplate(blank(['a < b', 'a > b']))).toContainEqual(
      expect.stringMatching(/^blank cmp needs exactly one correct option, got none \(seed \d+\)$/),
    );
    expect(checkTemplate(blank(['a <= b', 'a >= b']))).toContainEqual(
      expect.stringMatching(/^blank cmp needs exactly one correct option, got less, more/),
    );
  });

  it('reports correct_when outside templates and keys given both ways', () => {
    const plain = item({
      id: 'plain',
      type: 'single_choice',
      prompt: { en: 'Pick.', es: 'Elige.' },
      choices: [
        { id: 'x', text: { en: 'x', es: 'x' }, correct_when: '1' },
        { id: 'y', text: { en: 'y', es: 'y' } },
      ],
    });
    expect(checkTemplate(plain)).toEqual([
      'correct_when is only read in templates (with params): use correct',
    ]);
    const both = item({
      ...choiceTemplate,
      choices: [
        { id: 'right', text: { en: '{next}', es: '{next}' }, correct: true, correct_when: 'n > 0' },
        { id: 'before', text: { en: '{n - 1}', es: '{n - 1}' } },
      ],
    });
    expect(checkTemplate(both)).toContain(
      'choice right has both correct and correct_when: keep one',
    );
  });

  it('reports a template that never varies', () => {
    const fixed = item({
      ...additionTemplate,
      params: { a: { min: 3, max: 3 }, b: { min: 1, max: 1 } },
    });
    expect(checkTemplate(fixed)).toEqual(['the template gives the same question for every seed']);
  });
});
