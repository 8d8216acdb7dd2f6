import type { AnswerOf, PublicItem, QuestionType } from '@aula/shared';

/** What every question type's input gets: its item, the answer so far and where to send changes. */
export interface QuestionInputProps<T extends QuestionType> {
  item: Extract<PublicItem, { type: T }>;
  /** null: nothing chosen or typed yet. */
  answer: AnswerOf<T> | null;
  onChange: (answer: AnswerOf<T>) => void;
}
