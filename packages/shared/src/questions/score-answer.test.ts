import { describe, expect, it } from 'vitest';
import type { Answer } from './answer-schema';
import { instantiateItem } from './instantiate';
import type { QuestionItem } from './item-schema';
import type { PublicEntry, PublicItem } from './public-item';
import { toPublicItem } from './public-item';
import { scoreAnswer } from './score-answer';
import {
  additionTemplate,
  ALL_TYPES,
  dropdown,
  item,
  matching,
  multipleChoice,
  numeric,
  ordering,
  shortText,
  singleChoice,
} from './test-fixtures';

/** The public ids of entries, by their English text: what the browser would send back. */
function ids(entries: PublicEntry[], ...texts: string[]): string[] {
  return texts.map((text) => {
    const entry = entries.find((candidate) => candidate.text === text);
    if (!entry) throw new Error(`no entry reads ${text}`);
    return entry.id;
  });
}
function view<T extends PublicItem['type']>(source: QuestionItem, type: T, seed = 1) {
  const shown = toPublicItem(source, 'en', seed);
  if (shown.type !== type) throw new Error('type changed');
  return shown as Extract<PublicItem, { type: T }>;
}

const correct = { outcome: 'correct' };
const wrong = { outcome: 'wrong' };
const invalid = (reason: string) => ({ outcome: 'invalid', reason });

describe('scoreAnswer: single choice', () => {
  const { choices } = view(singleChoice, 'single_choice');
  const answer = (text: string): Answer => ({
    type: 'single_choice',
    choice_id: ids(choices, text)[0]!,
  });

  it('is correct for the correct choice only', () => {
    expect(scoreAnswer(singleChoice, answer('Paris'), 'en')).toEqual(correct);
    expect(scoreAnswer(singleChoice, answer('Lyon'), 'en')).toEqual(wrong);
    expect(scoreAnswer(singleChoice, answer('Nice'), 'es')).toEqual(wrong);
  });

  it('does not take the authored ids', () => {
    expect(scoreAnswer(singleChoice, { type: 'single_choice', choice_id: 'right' }, 'en')).toEqual(
      invalid('unknown_id'),
    );
  });
});

describe('scoreAnswer: multiple choice', () => {
  const { choices } = view(multipleChoice, 'multiple_choice');
  const answer = (...texts: string[]): Answer => ({
    type: 'multiple_choice',
    choice_ids: ids(choices, ...texts),
  });

  it('is correct only for exactly the correct set', () => {
    expect(scoreAnswer(multipleChoice, answer('2', '4'), 'en')).toEqual(correct);
    expect(scoreAnswer(multipleChoice, answer('4', '2'), 'en')).toEqual(correct);
    expect(scoreAnswer(multipleChoice, answer('2'), 'en')).toEqual(wrong);
    expect(scoreAnswer(multipleChoice, answer('2', '3', '4'), 'en')).toEqual(wrong);
    expect(scoreAnswer(multipleChoice, answer('3'), 'en')).toEqual(wrong);
  });

  it('asks again for nothing chosen, repeats and unknown ids', () => {
    expect(scoreAnswer(multipleChoice, answer(), 'en')).toEqual(invalid('empty'));
    expect(scoreAnswer(multipleChoice, answer('2', '2', '4'), 'en')).toEqual(invalid('duplicate'));
    expect(
      scoreAnswer(multipleChoice, { type: 'multiple_choice', choice_ids: ['two', 'four'] }, 'en'),
    ).toEqual(invalid('unknown_id'));
  });
});

describe('scoreAnswer: numeric', () => {
  const answer = (value: string): Answer => ({ type: 'numeric', value });

  it('reads the typed number in every form', () => {
    for (const value of ['0.75', '3/4', '.75', '6/8'])
      expect(scoreAnswer(numeric, answer(value), 'en')).toEqual(correct);
    expect(scoreAnswer(numeric, answer('0,75'), 'es')).toEqual(correct);
    expect(scoreAnswer(numeric, answer('0.7'), 'en')).toEqual(wrong);
  });

  it('asks again for what is not a number or not in an accepted form', () => {
    expect(scoreAnswer(numeric, answer(' '), 'en')).toEqual(invalid('empty'));
    expect(scoreAnswer(numeric, answer('three quarters'), 'en')).toEqual(invalid('format'));
    expect(scoreAnswer(numeric, answer('3/0'), 'en')).toEqual(invalid('zero_denominator'));
    const fractionsOnly = item({ ...numeric, forms: ['proper_fraction'] });
    expect(scoreAnswer(fractionsOnly, answer('0.75'), 'en')).toEqual(invalid('form'));
    expect(scoreAnswer(fractionsOnly, answer('3/4'), 'en')).toEqual(correct);
  });

  it('uses the tolerance and the unit of the language', () => {
    const measured = item({
      ...numeric,
      value: 12.5,
      tolerance: 0.5,
      unit: { en: 'cm', es: 'cm' },
    });
    expect(scoreAnswer(measured, answer('12 cm'), 'en')).toEqual(correct);
    expect(scoreAnswer(measured, answer('13,5'), 'es')).toEqual(wrong);
  });

  it('scores an instantiated template and refuses the raw template', () => {
    const instance = instantiateItem(additionTemplate, 5);
    if (instance.type !== 'numeric') throw new Error('type changed');
    expect(scoreAnswer(instance, answer(String(instance.value)), 'en')).toEqual(correct);
    expect(scoreAnswer(instance, answer(String(Number(instance.value) + 1)), 'en')).toEqual(wrong);
    expect(() => scoreAnswer(additionTemplate, answer('1'), 'en')).toThrow(/is a template/);
  });
});

describe('scoreAnswer: short text', () => {
  const answer = (text: string): Answer => ({ type: 'short_text', text });
  const accented = item({
    ...shortText,
    accepted: { en: ['Bogota'], es: ['Bogotá', 'Santa Fe de Bogotá'] },
  });

  it('compares without case, spacing or accents, in the language asked', () => {
    expect(scoreAnswer(shortText, answer('  madrid '), 'en')).toEqual(correct);
    expect(scoreAnswer(accented, answer('BOGOTA'), 'es')).toEqual(correct);
    expect(scoreAnswer(accented, answer('santa fe de  bogota'), 'es')).toEqual(correct);
    expect(scoreAnswer(accented, answer('Santa Fe de Bogotá'), 'en')).toEqual(wrong);
    expect(scoreAnswer(shortText, answer('Barcelona'), 'en')).toEqual(wrong);
  });

  it('honours accent_sensitive and case_sensitive', () => {
    const strict = item({ ...accented, accent_sensitive: true, case_sensitive: true });
    expect(scoreAnswer(strict, answer('Bogota'), 'es')).toEqual(wrong);
    expect(scoreAnswer(strict, answer('bogotá'), 'es')).toEqual(wrong);
    expect(scoreAnswer(strict, answer('Bogotá'), 'es')).toEqual(correct);
  });

  it('asks again for a blank answer', () => {
    expect(scoreAnswer(shortText, answer(' \n '), 'en')).toEqual(invalid('empty'));
  });
});

describe('scoreAnswer: dropdown', () => {
  const shown = view(dropdown, 'dropdown');
  const option = (blank: number, text: string) => ids(shown.blanks[blank]!.options, text)[0]!;
  const answer = (selections: Record<string, string>): Answer => ({ type: 'dropdown', selections });

  it('is correct when every blank is', () => {
    expect(
      scoreAnswer(dropdown, answer({ verb: option(0, 'sleeps'), place: option(1, 'mat') }), 'en'),
    ).toEqual(correct);
    expect(
      scoreAnswer(dropdown, answer({ verb: option(0, 'sleep'), place: option(1, 'mat') }), 'en'),
    ).toEqual(wrong);
  });

  it('asks again for missing blanks, unknown blanks and unknown options', () => {
    expect(scoreAnswer(dropdown, answer({}), 'en')).toEqual(invalid('empty'));
    expect(scoreAnswer(dropdown, answer({ verb: option(0, 'sleeps') }), 'en')).toEqual(
      invalid('incomplete'),
    );
    expect(
      scoreAnswer(
        dropdown,
        answer({ verb: option(0, 'sleeps'), place: option(1, 'mat'), other: 'o1' }),
        'en',
      ),
    ).toEqual(invalid('unknown_id'));
    expect(
      scoreAnswer(dropdown, answer({ verb: 'sleeps', place: option(1, 'mat') }), 'en'),
    ).toEqual(invalid('unknown_id'));
    // A key that no option of the blank has.
    expect(scoreAnswer(dropdown, answer({ verb: 'o9', place: option(1, 'mat') }), 'en')).toEqual(
      invalid('unknown_id'),
    );
  });
});

describe('scoreAnswer: ordering', () => {
  const shown = view(ordering, 'ordering');
  const answer = (...texts: string[]): Answer => ({
    type: 'ordering',
    order: ids(shown.items, ...texts),
  });

  it('is correct in the authored order only', () => {
    expect(scoreAnswer(ordering, answer('14', '15', '16', '17', '18'), 'en')).toEqual(correct);
    expect(scoreAnswer(ordering, answer('15', '14', '16', '17', '18'), 'en')).toEqual(wrong);
  });

  it('asks again when the order is not a rearrangement of the entries', () => {
    expect(scoreAnswer(ordering, answer(), 'en')).toEqual(invalid('empty'));
    expect(scoreAnswer(ordering, answer('14', '15', '16', '17'), 'en')).toEqual(
      invalid('not_permutation'),
    );
    expect(scoreAnswer(ordering, answer('14', '14', '16', '17', '18'), 'en')).toEqual(
      invalid('not_permutation'),
    );
    expect(
      scoreAnswer(ordering, { type: 'ordering', order: ['n14', 'n15', 'n16', 'n17', 'n18'] }, 'en'),
    ).toEqual(invalid('not_permutation'));
  });

  it('treats entries that read the same as interchangeable', () => {
    const twins = item({
      ...ordering,
      items: [
        { id: 'a', text: { en: '1', es: '1' } },
        { id: 'b', text: { en: '2', es: '2' } },
        { id: 'c', text: { en: '2', es: '2' } },
      ],
    });
    const keys = view(twins, 'ordering').items;
    const one = keys.find((entry) => entry.text === '1')!.id;
    const [twoA, twoB] = keys.filter((entry) => entry.text === '2').map((entry) => entry.id);
    expect(scoreAnswer(twins, { type: 'ordering', order: [one, twoA!, twoB!] }, 'en')).toEqual(
      correct,
    );
    expect(scoreAnswer(twins, { type: 'ordering', order: [one, twoB!, twoA!] }, 'en')).toEqual(
      correct,
    );
    expect(scoreAnswer(twins, { type: 'ordering', order: [twoA!, one, twoB!] }, 'en')).toEqual(
      wrong,
    );
  });
});

describe('scoreAnswer: matching', () => {
  const shown = view(matching, 'matching');
  const answer = (pairs: [string, string][]): Answer => ({
    type: 'matching',
    matches: Object.fromEntries(
      pairs.map(([left, right]) => [ids(shown.left, left)[0], ids(shown.right, right)[0]]),
    ),
  });
  const all: [string, string][] = [
    ['11', 'eleven'],
    ['15', 'fifteen'],
    ['17', 'seventeen'],
    ['20', 'twenty'],
  ];

  it('is correct when every pair is', () => {
    expect(scoreAnswer(matching, answer(all), 'en')).toEqual(correct);
    const swapped: [string, string][] = [
      ['11', 'fifteen'],
      ['15', 'eleven'],
      ['17', 'seventeen'],
      ['20', 'twenty'],
    ];
    expect(scoreAnswer(matching, answer(swapped), 'en')).toEqual(wrong);
  });

  it('asks again for incomplete, repeated or unknown matches', () => {
    expect(scoreAnswer(matching, answer([]), 'en')).toEqual(invalid('empty'));
    expect(scoreAnswer(matching, answer(all.slice(0, 3)), 'en')).toEqual(invalid('incomplete'));
    const twice: [string, string][] = [
      ['11', 'eleven'],
      ['15', 'eleven'],
      ['17', 'seventeen'],
      ['20', 'twenty'],
    ];
    expect(scoreAnswer(matching, answer(twice), 'en')).toEqual(invalid('duplicate'));
    const authored = { p11: 'p11', p15: 'p15', p17: 'p17', p20: 'p20' };
    expect(scoreAnswer(matching, { type: 'matching', matches: authored }, 'en')).toEqual(
      invalid('unknown_id'),
    );
  });
});

describe('scoreAnswer: any type', () => {
  it('asks again for an answer to another question type', () => {
    for (const question of ALL_TYPES) {
      const other: Answer =
        question.type === 'short_text'
          ? { type: 'numeric', value: '1' }
          : { type: 'short_text', text: 'x' };
      expect(scoreAnswer(question, other, 'en')).toEqual(invalid('type'));
    }
  });

  it('asks again for malformed answers instead of throwing', () => {
    const malformed = [
      null,
      'Paris',
      { type: 'single_choice' },
      { type: 'multiple_choice', choice_ids: 'c1' },
      { type: 'nope', choice_id: 'c1' },
      { type: 'numeric', value: 0.75 },
    ];
    for (const answer of malformed)
      expect(scoreAnswer(numeric, answer as unknown as Answer, 'en')).toEqual(invalid('malformed'));
  });
});
