import { describe, expect, it } from 'vitest';
import { correctAnswerFromReview } from './correct-answer';
import { instantiateItem } from './instantiate';
import type { QuestionItem } from './item-schema';
import { questionItemSchema } from './item-schema';
import { toReviewedItem } from './reviewed-item';
import { scoreAnswer } from './score-answer';

const text = (en: string, es: string) => ({ en, es });
const items: QuestionItem[] = [
  {
    id: 'add',
    type: 'numeric',
    prompt: text('What is {a} + {b}?', '¿Cuánto es {a} + {b}?'),
    params: { a: { min: 1, max: 9 }, b: { min: 1, max: 9 } },
    value: 'a + b',
  },
  {
    id: 'order',
    type: 'ordering',
    prompt: text('Order', 'Ordena'),
    items: [
      { id: 'a', text: text('egg', 'huevo') },
      { id: 'b', text: text('chick', 'pollito') },
      { id: 'c', text: text('hen', 'gallina') },
    ],
  },
  {
    id: 'match',
    type: 'matching',
    prompt: text('Match', 'Une'),
    pairs: [
      { id: 'x', left: text('fish', 'pez'), right: text('water', 'agua') },
      { id: 'y', left: text('bird', 'pájaro'), right: text('air', 'aire') },
    ],
  },
].map((item) => questionItemSchema.parse(item));

describe('correctAnswerFromReview', () => {
  it('gives an answer that scores correct, for every seed and language', () => {
    for (const item of items)
      for (const seed of [1, 2, 3, 99])
        for (const lang of ['en', 'es'] as const) {
          const drawn = instantiateItem(item, seed);
          const review = toReviewedItem(drawn, lang, { type: 'short_text', text: '' }, seed);
          expect(scoreAnswer(drawn, correctAnswerFromReview(review), lang).outcome).toBe('correct');
        }
  });
});
