import { describe, expect, it } from 'vitest';
import {
  capitalItem,
  catItem,
  countItem,
  evenItem,
  quarterItem,
  spainItem,
  wordsItem,
} from '../../test/assessment-fixtures';
import { answerFor, incompleteReason, isAnswerComplete } from './answer-draft';

describe('answer drafts', () => {
  it('send an untouched ordering as shown, and nothing else until it is answered', () => {
    expect(answerFor(countItem, null)).toEqual({ type: 'ordering', order: ['i2', 'i3', 'i1'] });
    expect(isAnswerComplete(countItem, null)).toBe(true);
    for (const item of [capitalItem, evenItem, quarterItem, spainItem, catItem, wordsItem]) {
      expect(isAnswerComplete(item, null), item.type).toBe(false);
      expect(incompleteReason(item, null), item.type).toBe('empty');
    }
  });

  it('count blank text as nothing typed', () => {
    expect(isAnswerComplete(quarterItem, { type: 'numeric', value: '   ' })).toBe(false);
    expect(isAnswerComplete(quarterItem, { type: 'numeric', value: 'abc' })).toBe(true);
    expect(isAnswerComplete(spainItem, { type: 'short_text', text: ' Madrid ' })).toBe(true);
  });

  it('need every blank and every left entry, and say when only some are done', () => {
    const half = { type: 'dropdown', selections: { verb: 'o2' } } as const;
    expect(isAnswerComplete(catItem, half)).toBe(false);
    expect(incompleteReason(catItem, half)).toBe('incomplete');
    expect(
      isAnswerComplete(catItem, { type: 'dropdown', selections: { verb: 'o2', place: 'o1' } }),
    ).toBe(true);
    const oneMatch = { type: 'matching', matches: { l1: 'r1' } } as const;
    expect(incompleteReason(wordsItem, oneMatch)).toBe('incomplete');
    expect(isAnswerComplete(wordsItem, { type: 'matching', matches: { l1: 'r1', l2: 'r2' } })).toBe(
      true,
    );
  });

  it('ignore a draft of another type', () => {
    expect(answerFor(capitalItem, { type: 'numeric', value: '3' })).toEqual({
      type: 'single_choice',
      choice_id: '',
    });
  });
});
