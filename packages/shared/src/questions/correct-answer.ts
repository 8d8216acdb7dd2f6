import type { Answer } from './answer-schema';
import type { ReviewedItem } from './reviewed-item';

/**
 * The answer that scores as correct, read off a review: what a "show me" button fills in, and
 * how content checks prove that every answer key can be reached.
 */
export function correctAnswerFromReview(review: ReviewedItem): Answer {
  switch (review.type) {
    case 'single_choice':
      return { type: review.type, choice_id: review.choices.find((choice) => choice.correct)!.id };
    case 'multiple_choice':
      return {
        type: review.type,
        choice_ids: review.choices.filter((choice) => choice.correct).map((choice) => choice.id),
      };
    case 'numeric':
      return { type: review.type, value: review.value_text };
    case 'short_text':
      return { type: review.type, text: review.accepted[0]! };
    case 'dropdown':
      return {
        type: review.type,
        selections: Object.fromEntries(
          review.blanks.map((blank) => [blank.id, blank.correct_option.id]),
        ),
      };
    case 'ordering':
      return { type: review.type, order: review.items.map((entry) => entry.id) };
    case 'matching':
      return {
        type: review.type,
        matches: Object.fromEntries(review.pairs.map((pair) => [pair.left.id, pair.right.id])),
      };
  }
}
