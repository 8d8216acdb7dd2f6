import type { QuestionItem } from '@aula/shared';
import type { PackContents } from '../format/pack-schema';
import { packPools } from './pack-pools';

/**
 * How much help a subject's questions give: the share of its questions with a hint, with an
 * explanation, and of its choice questions with feedback (a rationale) on every choice.
 */
export interface HelpCoverage {
  grade: string;
  subject: string;
  questions: number;
  hint: string;
  explanation: string;
  'choice questions': number;
  'rationale on every choice': string;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${Math.round((part / whole) * 100)} %`;

const isChoiceItem = (item: QuestionItem) =>
  item.type === 'single_choice' || item.type === 'multiple_choice';

export function helpCoverage(contents: PackContents): HelpCoverage[] {
  const { catalogue } = contents;
  const pools = packPools(contents);
  return catalogue.subjects.map((subject) => {
    const items = pools
      .filter((pool) => pool.subjectId === subject.id)
      .flatMap((pool) => pool.items);
    const choiceItems = items.filter(isChoiceItem);
    const withRationales = choiceItems.filter(
      (item) =>
        isChoiceItem(item) &&
        'choices' in item &&
        item.choices.every((choice) => choice.rationale !== undefined),
    );
    const grade = catalogue.grades.find((entry) => entry.grade_id === subject.grade_id);
    return {
      grade: grade?.name.en ?? String(subject.grade_id),
      subject: subject.name.en,
      questions: items.length,
      hint: percent(items.filter((item) => item.hints.length > 0).length, items.length),
      explanation: percent(items.filter((item) => item.explanation).length, items.length),
      'choice questions': choiceItems.length,
      'rationale on every choice': percent(withRationales.length, choiceItems.length),
    };
  });
}
