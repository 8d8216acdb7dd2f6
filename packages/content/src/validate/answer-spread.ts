import type { QuestionItem } from '@aula/shared';
import type { ItemDraw } from './item-draws';

/**
 * A template must not give away its answer by construction: when the same option (by its
 * authored id) is right in most draws (a comparison always "<", an answer always "less
 * than", always the same name), a child learns the option, not the idea, however the
 * choices are shuffled. The right option must vary, e.g. with `correct_when`. Where every
 * option is a number, the right one must not mostly be the smallest, the middle one or the
 * largest either: shuffling does not hide that, and renaming the options does not change it.
 */
export const MAX_SAME_ANSWER_SHARE = 0.6;

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** Where the right entry ranks among entries that are all plain numbers (in English). */
function rankOfRight(entries: { text: { en: string }; right: boolean }[]): string | undefined {
  if (entries.length < 3 || !entries.every((entry) => PLAIN_NUMBER.test(entry.text.en.trim())))
    return undefined;
  const right = entries.filter((entry) => entry.right);
  if (right.length !== 1) return undefined;
  const value = Number(right[0]?.text.en);
  const below = entries.filter((entry) => Number(entry.text.en) < value).length;
  if (below === 0) return 'the smallest number';
  if (below === entries.length - 1) return 'the largest number';
  return entries.length === 3 ? 'the middle number' : `number ${below + 1} from the smallest`;
}

/**
 * The right answer of each question of a draw: one choice, a set of choices, or per blank;
 * and, for numbers, the rank of the right one (keys ending in "rank").
 */
function rightAnswers(item: QuestionItem): Map<string, string> {
  const answers = new Map<string, string>();
  const setRank = (question: string, rank: string | undefined) => {
    if (rank !== undefined) answers.set(`${question} rank`, rank);
  };
  const ids = (list: { id: string; correct: boolean }[]) =>
    list
      .filter((entry) => entry.correct)
      .map((entry) => entry.id)
      .join(' + ') || 'none';
  if (item.type === 'single_choice') {
    answers.set('choice', ids(item.choices));
    setRank(
      'choice',
      rankOfRight(item.choices.map((choice) => ({ text: choice.text, right: choice.correct }))),
    );
  }
  if (item.type === 'multiple_choice') answers.set('choices', ids(item.choices));
  if (item.type === 'dropdown')
    for (const blank of item.blanks) {
      answers.set(`blank ${blank.id}`, blank.correct ?? 'none');
      setRank(
        `blank ${blank.id}`,
        rankOfRight(
          blank.options.map((option) => ({
            text: option.text,
            right: option.id === blank.correct,
          })),
        ),
      );
    }
  return answers;
}

export function answerSpreadProblems(template: QuestionItem, draws: readonly ItemDraw[]): string[] {
  if (template.params === undefined || draws.length === 0) return [];
  const tallies = new Map<string, Map<string, number>>();
  for (const { item } of draws)
    for (const [question, answer] of rightAnswers(item)) {
      const tally = tallies.get(question) ?? new Map<string, number>();
      tally.set(answer, (tally.get(answer) ?? 0) + 1);
      tallies.set(question, tally);
    }
  const problems: string[] = [];
  for (const [question, tally] of tallies) {
    const [answer, count] = [...tally].reduce((best, next) => (next[1] > best[1] ? next : best));
    if (count > MAX_SAME_ANSWER_SHARE * draws.length) {
      const what = question.endsWith(' rank')
        ? `the right ${question === 'choice rank' ? 'choice' : `option of ${question.slice(0, -5)}`} is ${answer}`
        : question === 'choice'
          ? `choice ${answer} is right`
          : question === 'choices'
            ? `the choices ${answer} are right`
            : `option ${answer} of ${question} is right`;
      problems.push(
        `answer spread: ${what} in ${count} of ${draws.length} draws (more than ` +
          `${MAX_SAME_ANSWER_SHARE * 100} %): let the right option vary, e.g. with correct_when`,
      );
    }
  }
  return problems;
}
