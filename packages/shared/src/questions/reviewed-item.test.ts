import { describe, expect, it } from 'vitest';
import { correctAnswerFromReview } from './correct-answer';
import { instantiateItem } from './instantiate';
import { toPublicItem } from './public-item';
import { reviewedItemSchema, toReviewedItem } from './reviewed-item';
import { scoreAnswer } from './score-answer';
import {
  additionTemplate,
  ALL_TYPES,
  choiceTemplate,
  item,
  dropdown,
  matching,
  multipleChoice,
  numeric,
  ordering,
  shortText,
  singleChoice,
} from './test-fixtures';

describe('toReviewedItem', () => {
  it('gives correct answers that score as correct, for every type, language and seed', () => {
    const sources = [
      ...ALL_TYPES,
      additionTemplate,
      choiceTemplate,
      item({ ...numeric, forms: ['proper_fraction'] }),
    ];
    for (const source of sources)
      for (const lang of ['en', 'es'] as const)
        for (const seed of [0, 1, 2]) {
          const instance = instantiateItem(source, seed);
          const answer = correctAnswerFromReview(
            toReviewedItem(instance, lang, { type: 'short_text', text: '' }, seed),
          );
          expect(scoreAnswer(instance, answer, lang), `${source.id} ${lang} ${seed}`).toEqual({
            outcome: 'correct',
          });
          expect(toReviewedItem(instance, lang, answer, seed).outcome).toBe('correct');
        }
  });

  it('matches reviewedItemSchema for every type', () => {
    for (const source of ALL_TYPES) {
      const review = toReviewedItem(source, 'en', { type: 'short_text', text: 'x' }, 1);
      expect(reviewedItemSchema.parse(review)).toEqual(review);
    }
  });

  it('shows the choices with their key, rationale and what was chosen, in the order shown', () => {
    const shown = toPublicItem(singleChoice, 'es', 1);
    if (shown.type !== 'single_choice') throw new Error('type changed');
    const lyon = shown.choices.find((choice) => choice.text === 'Lyon')!.id;
    const review = toReviewedItem(
      singleChoice,
      'es',
      { type: 'single_choice', choice_id: lyon },
      1,
    );
    expect(review).toMatchObject({ outcome: 'wrong', explanation: 'París es la capital.' });
    if (review.type !== 'single_choice') throw new Error('type changed');
    const byText = new Map(
      review.choices.map(({ text, correct, chosen, rationale }) => [
        text,
        { correct, chosen, rationale },
      ]),
    );
    expect(Object.fromEntries(byText)).toEqual({
      París: { correct: true, chosen: false, rationale: 'Sí.' },
      Lyon: { correct: false, chosen: true, rationale: 'No.' },
      Niza: { correct: false, chosen: false, rationale: 'En la costa.' },
    });
    // The review lists the choices as the question showed them, under the same ids.
    expect(review.choices.map((choice) => choice.id)).toEqual(
      shown.choices.map((choice) => choice.id),
    );
  });

  it('marks every correct choice of a multiple-choice item', () => {
    const review = toReviewedItem(
      multipleChoice,
      'en',
      {
        type: 'multiple_choice',
        choice_ids: [],
      },
      1,
    );
    expect(review.outcome).toBe('invalid');
    expect(review.reason).toBe('empty');
    if (review.type !== 'multiple_choice') throw new Error('type changed');
    expect(review.choices.filter((choice) => choice.correct).map((choice) => choice.text)).toEqual([
      '2',
      '4',
    ]);
  });

  it('writes the numeric value in an accepted form, in the language', () => {
    expect(toReviewedItem(numeric, 'es', { type: 'numeric', value: '0,75' }, 1)).toMatchObject({
      outcome: 'correct',
      value: 0.75,
      value_text: '0,75',
    });
    const fraction = item({ ...numeric, forms: ['proper_fraction'] });
    expect(toReviewedItem(fraction, 'en', { type: 'numeric', value: '1/2' }, 1)).toMatchObject({
      outcome: 'wrong',
      value_text: '3/4',
    });
  });

  it('reviews an instantiated template', () => {
    const instance = instantiateItem(additionTemplate, 8);
    if (instance.type !== 'numeric') throw new Error('type changed');
    const review = toReviewedItem(
      instance,
      'en',
      {
        type: 'numeric',
        value: String(instance.value),
      },
      1,
    );
    expect(review).toMatchObject({ outcome: 'correct', value: instance.value });
    expect(review.explanation).toBe(instance.explanation?.en);
  });

  it('lists the accepted answers of the language', () => {
    expect(
      toReviewedItem(shortText, 'es', { type: 'short_text', text: 'madrid' }, 1),
    ).toMatchObject({
      outcome: 'correct',
      accepted: ['Madrid'],
    });
  });

  it('shows the correct option of each blank and whether the chosen one was right', () => {
    const shown = toPublicItem(dropdown, 'en', 1);
    if (shown.type !== 'dropdown') throw new Error('type changed');
    const id = (blank: number, text: string) =>
      shown.blanks[blank]!.options.find((o) => o.text === text)!.id;
    const review = toReviewedItem(
      dropdown,
      'en',
      {
        type: 'dropdown',
        selections: { verb: id(0, 'sleeps'), place: id(1, 'sky') },
      },
      1,
    );
    expect(review.outcome).toBe('wrong');
    if (review.type !== 'dropdown') throw new Error('type changed');
    expect(review.blanks).toEqual([
      {
        id: 'verb',
        correct_option: { id: id(0, 'sleeps'), text: 'sleeps' },
        chosen_option_id: id(0, 'sleeps'),
        is_correct: true,
      },
      {
        id: 'place',
        correct_option: { id: id(1, 'mat'), text: 'mat' },
        chosen_option_id: id(1, 'sky'),
        is_correct: false,
      },
    ]);
  });

  it('gives the correct order', () => {
    const review = toReviewedItem(ordering, 'en', { type: 'ordering', order: [] }, 1);
    if (review.type !== 'ordering') throw new Error('type changed');
    expect(review.items.map((entry) => entry.text)).toEqual(['14', '15', '16', '17', '18']);
  });

  it('gives the correct pairs and marks the child’s matches', () => {
    const shown = toPublicItem(matching, 'es', 2);
    if (shown.type !== 'matching') throw new Error('type changed');
    const left = (text: string) => shown.left.find((entry) => entry.text === text)!.id;
    const right = (text: string) => shown.right.find((entry) => entry.text === text)!.id;
    const review = toReviewedItem(
      matching,
      'es',
      {
        type: 'matching',
        matches: {
          [left('11')]: right('quince'),
          [left('15')]: right('once'),
          [left('17')]: right('diecisiete'),
          [left('20')]: right('veinte'),
        },
      },
      1,
    );
    expect(review.outcome).toBe('wrong');
    if (review.type !== 'matching') throw new Error('type changed');
    expect(review.pairs.map((pair) => [pair.left.text, pair.right.text, pair.is_correct])).toEqual([
      ['11', 'once', false],
      ['15', 'quince', false],
      ['17', 'diecisiete', true],
      ['20', 'veinte', true],
    ]);
    expect(review.pairs[0]?.chosen_right_id).toBe(right('quince'));
  });
});
