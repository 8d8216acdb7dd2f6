import type { Answer, AnswerOf, PublicItem, QuestionType } from '@aula/shared';

/**
 * The answer being built for a question, in the shape the server takes (answer-schema.ts).
 * A draft of another type (or none) counts as nothing chosen yet.
 */
export function draftOf<T extends QuestionType>(
  answer: Answer | null,
  type: T,
): AnswerOf<T> | null {
  return answer?.type === type ? (answer as AnswerOf<T>) : null;
}

/** What is sent when nothing was touched: an ordering as shown, everything else empty. */
export function emptyAnswer(item: PublicItem): Answer {
  switch (item.type) {
    case 'single_choice':
      return { type: item.type, choice_id: '' };
    case 'multiple_choice':
      return { type: item.type, choice_ids: [] };
    case 'numeric':
      return { type: item.type, value: '' };
    case 'short_text':
      return { type: item.type, text: '' };
    case 'dropdown':
      return { type: item.type, selections: {} };
    case 'ordering':
      return { type: item.type, order: item.items.map((entry) => entry.id) };
    case 'matching':
      return { type: item.type, matches: {} };
  }
}

/** The answer to send for `item`: the draft, or the untouched answer. */
export function answerFor(item: PublicItem, draft: Answer | null): Answer {
  return draft?.type === item.type ? draft : emptyAnswer(item);
}

/**
 * Whether every part of the question has an answer, so it is worth sending. Whether a typed
 * number can be read is the server's call (it answers 422 with the reason).
 */
export function isAnswerComplete(item: PublicItem, draft: Answer | null): boolean {
  const answer = answerFor(item, draft);
  switch (answer.type) {
    case 'single_choice':
      return answer.choice_id !== '';
    case 'multiple_choice':
      return answer.choice_ids.length > 0;
    case 'numeric':
      return answer.value.trim() !== '';
    case 'short_text':
      return answer.text.trim() !== '';
    case 'dropdown':
      return (
        item.type === 'dropdown' && item.blanks.every((blank) => !!answer.selections[blank.id])
      );
    case 'ordering':
      return true;
    case 'matching':
      return item.type === 'matching' && item.left.every((entry) => !!answer.matches[entry.id]);
  }
}

/**
 * Why an incomplete answer cannot be sent yet, as a key of the shared `answers.invalid` texts:
 * nothing given at all, or some parts of a many-part question left out.
 */
export function incompleteReason(item: PublicItem, draft: Answer | null): 'empty' | 'incomplete' {
  const answer = answerFor(item, draft);
  const given =
    answer.type === 'dropdown'
      ? Object.keys(answer.selections).length
      : answer.type === 'matching'
        ? Object.keys(answer.matches).length
        : 0;
  return given > 0 ? 'incomplete' : 'empty';
}
