import { describe, expect, it } from 'vitest';
import { answerSchema } from './answer-schema';

describe('answerSchema', () => {
  it('accepts one answer shape per type', () => {
    const answers = [
      { type: 'single_choice', choice_id: 'c1' },
      { type: 'multiple_choice', choice_ids: ['c1', 'c3'] },
      { type: 'numeric', value: '1 3/4' },
      { type: 'short_text', text: 'Madrid' },
      { type: 'dropdown', selections: { verb: 'o1' } },
      { type: 'ordering', order: ['i2', 'i1'] },
      { type: 'matching', matches: { l1: 'r2', l2: 'r1' } },
    ];
    for (const answer of answers) expect(answerSchema.parse(answer)).toEqual(answer);
  });

  it('refuses answers of the wrong shape or size', () => {
    const refused = [
      { choice_id: 'c1' },
      { type: 'single_choice', choice_ids: ['c1'] },
      { type: 'numeric', value: 3 },
      { type: 'short_text', text: 'x'.repeat(501) },
      { type: 'ordering', order: Array.from({ length: 101 }, (_, i) => `i${i}`) },
      { type: 'matching', matches: { l1: 5 } },
      { type: 'essay', text: 'x' },
    ];
    for (const answer of refused)
      expect(answerSchema.safeParse(answer).success, JSON.stringify(answer).slice(0, 60)).toBe(
        false,
      );
  });
});
