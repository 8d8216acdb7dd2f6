import type { Language } from '../constants';
import type { Answer, AnswerOf } from './answer-schema';
import { answerSchema } from './answer-schema';
import { entryKeys, KEY_PREFIX, sameText } from './entry-keys';
import { evaluateValue, isTemplateItem } from './instantiate';
import type { LocalizedText, QuestionItem } from './item-schema';
import { scoreNumericAnswer } from './numeric-answer';
import type { ScoreResult } from './score-result';
import { invalid, judged } from './score-result';
import { scoreShortTextAnswer } from './short-text';

type ItemOf<T extends QuestionItem['type']> = Extract<QuestionItem, { type: T }>;

/**
 * Scores an answer to an item, purely. The item must be instantiated (a template is
 * instantiated with its seed first: instantiateItem); ids in the answer are those of the
 * public item. 'invalid' means ask again (see INVALID_REASONS); entries that read the same in
 * both languages are interchangeable (two equal cards in an ordering may be swapped).
 */
export function scoreAnswer(item: QuestionItem, answer: Answer, lang: Language): ScoreResult {
  if (isTemplateItem(item))
    throw new Error(`Item "${item.id}" is a template: instantiate it with its seed first`);
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) return invalid('malformed');
  const given = parsed.data;
  switch (item.type) {
    case 'single_choice':
      return given.type === item.type ? scoreSingleChoice(item, given) : invalid('type');
    case 'multiple_choice':
      return given.type === item.type ? scoreMultipleChoice(item, given) : invalid('type');
    case 'numeric':
      return given.type === item.type
        ? scoreNumericAnswer(
            given.value,
            {
              value: evaluateValue(item.value, {}),
              forms: item.forms,
              tolerance: item.tolerance,
              unit: item.unit?.[lang],
            },
            lang,
          )
        : invalid('type');
    case 'short_text':
      return given.type === item.type
        ? scoreShortTextAnswer(given.text, item.accepted[lang], item)
        : invalid('type');
    case 'dropdown':
      return given.type === item.type ? scoreDropdown(item, given) : invalid('type');
    case 'ordering':
      return given.type === item.type ? scoreOrdering(item, given) : invalid('type');
    case 'matching':
      return given.type === item.type ? scoreMatching(item, given) : invalid('type');
  }
}

function scoreSingleChoice(
  item: ItemOf<'single_choice'>,
  answer: AnswerOf<'single_choice'>,
): ScoreResult {
  const keys = entryKeys(
    item.choices.map((choice) => choice.text),
    KEY_PREFIX.choice,
  );
  const chosen = item.choices[keys.indexOf(answer.choice_id)];
  return chosen ? judged(chosen.correct) : invalid('unknown_id');
}

function scoreMultipleChoice(
  item: ItemOf<'multiple_choice'>,
  answer: AnswerOf<'multiple_choice'>,
): ScoreResult {
  if (answer.choice_ids.length === 0) return invalid('empty');
  if (new Set(answer.choice_ids).size !== answer.choice_ids.length) return invalid('duplicate');
  const keys = entryKeys(
    item.choices.map((choice) => choice.text),
    KEY_PREFIX.choice,
  );
  if (answer.choice_ids.some((id) => !keys.includes(id))) return invalid('unknown_id');
  const chosen = new Set(answer.choice_ids);
  return judged(
    item.choices.every((choice, index) => choice.correct === chosen.has(keys[index] as string)),
  );
}

function scoreDropdown(item: ItemOf<'dropdown'>, answer: AnswerOf<'dropdown'>): ScoreResult {
  const blankIds = Object.keys(answer.selections);
  if (blankIds.length === 0) return invalid('empty');
  if (blankIds.some((id) => !item.blanks.some((blank) => blank.id === id)))
    return invalid('unknown_id');
  let allCorrect = true;
  for (const blank of item.blanks) {
    if (!Object.hasOwn(answer.selections, blank.id)) return invalid('incomplete');
    const keys = entryKeys(
      blank.options.map((option) => option.text),
      KEY_PREFIX.option,
    );
    const chosen = blank.options[keys.indexOf(answer.selections[blank.id] as string)];
    if (!chosen) return invalid('unknown_id');
    const correct = blank.options.find((option) => option.id === blank.correct);
    if (!correct || !sameText(chosen.text, correct.text)) allCorrect = false;
  }
  return judged(allCorrect);
}

function scoreOrdering(item: ItemOf<'ordering'>, answer: AnswerOf<'ordering'>): ScoreResult {
  if (answer.order.length === 0) return invalid('empty');
  const keys = entryKeys(
    item.items.map((entry) => entry.text),
    KEY_PREFIX.item,
  );
  const isPermutation =
    answer.order.length === keys.length &&
    new Set(answer.order).size === keys.length &&
    answer.order.every((id) => keys.includes(id));
  if (!isPermutation) return invalid('not_permutation');
  return judged(
    answer.order.every((id, position) =>
      sameText(
        (item.items[keys.indexOf(id)] as { text: LocalizedText }).text,
        (item.items[position] as { text: LocalizedText }).text,
      ),
    ),
  );
}

function scoreMatching(item: ItemOf<'matching'>, answer: AnswerOf<'matching'>): ScoreResult {
  const entries = Object.entries(answer.matches);
  if (entries.length === 0) return invalid('empty');
  const leftKeys = entryKeys(
    item.pairs.map((pair) => pair.left),
    KEY_PREFIX.left,
  );
  const rightKeys = entryKeys(
    item.pairs.map((pair) => pair.right),
    KEY_PREFIX.right,
  );
  if (entries.some(([left, right]) => !leftKeys.includes(left) || !rightKeys.includes(right)))
    return invalid('unknown_id');
  if (new Set(entries.map(([, right]) => right)).size !== entries.length)
    return invalid('duplicate');
  if (entries.length !== item.pairs.length) return invalid('incomplete');
  // The pairs formed must be the pairs authored, as texts: equal cards are interchangeable.
  const formed = entries.map(([left, right]) =>
    pairText(
      (item.pairs[leftKeys.indexOf(left)] as { left: LocalizedText }).left,
      (item.pairs[rightKeys.indexOf(right)] as { right: LocalizedText }).right,
    ),
  );
  const authored = item.pairs.map((pair) => pairText(pair.left, pair.right));
  return judged(formed.sort().join('\n') === authored.sort().join('\n'));
}

function pairText(left: LocalizedText, right: LocalizedText): string {
  return JSON.stringify([left.en, left.es, right.en, right.es]);
}
