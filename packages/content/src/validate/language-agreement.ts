import type { LocalizedText, QuestionItem } from '@aula/shared';
import { promptPrecision } from './asked-precision';
import type { DrawProblem } from './item-draws';
import { numbersIn } from './text-numbers';

/**
 * The English and the Spanish version of an item must ask the same question with the same
 * choices and the same key. What a machine can check without translating:
 * - every text says the same numbers (digits, read with the language's decimal and thousands
 *   marks) and the same comparison signs: a choice "3" against "No, es muda", or a Spanish
 *   choice that carries another choice's number, is a different question;
 * - the prompt asks for the same rounding;
 * - a rationale that opens with "Yes" opens so in both languages, and never on a wrong choice
 *   (a Spanish key that moved to another choice shows up here).
 */

const SIGNS = /[<>=≤≥≠]/g;
const AFFIRMATION = {
  en: /^(?:yes|right|correct|exactly|that's right)\b/i,
  es: /^¡?(?:sí|correcto|exacto|muy bien|así es)(?!\p{L})/iu,
};

const listed = (values: readonly (number | string)[]) =>
  values.length === 0 ? 'none' : values.join(', ');
const signsIn = (text: string) => (text.match(SIGNS) ?? []).sort();

/** Every text of a drawn item with a name for it. */
function namedTexts(item: QuestionItem): [string, LocalizedText][] {
  const texts: [string, LocalizedText | undefined][] = [
    ['prompt', item.prompt],
    ['image_alt', item.image_alt],
    ['explanation', item.explanation],
    ...item.hints.map((hint, index): [string, LocalizedText] => [`hint ${index + 1}`, hint]),
  ];
  switch (item.type) {
    case 'single_choice':
    case 'multiple_choice':
      for (const choice of item.choices)
        texts.push(
          [`choice ${choice.id}`, choice.text],
          [`rationale of ${choice.id}`, choice.rationale],
        );
      break;
    case 'numeric':
      texts.push(['unit', item.unit]);
      break;
    case 'dropdown':
      texts.push(['sentence', item.sentence]);
      for (const blank of item.blanks)
        for (const option of blank.options)
          texts.push([`option ${option.id} of blank ${blank.id}`, option.text]);
      break;
    case 'ordering':
      for (const entry of item.items) texts.push([`entry ${entry.id}`, entry.text]);
      break;
    case 'matching':
      for (const pair of item.pairs)
        texts.push([`pair ${pair.id} (left)`, pair.left], [`pair ${pair.id} (right)`, pair.right]);
      break;
    case 'short_text':
      break;
  }
  return texts.filter((entry): entry is [string, LocalizedText] => entry[1] !== undefined);
}

/** A prompt that asks for another rounding in each language (read once, from the template). */
export function roundingAgreementProblems(template: QuestionItem): string[] {
  if (template.type !== 'numeric') return [];
  const asked = promptPrecision(template.prompt);
  return asked.en === asked.es
    ? []
    : [
        `languages: the prompt asks for another rounding in en (${asked.en ?? 'none'}) than in ` +
          `es (${asked.es ?? 'none'})`,
      ];
}

/** What disagrees between the languages in one draw. */
export function languageProblems(item: QuestionItem): DrawProblem[] {
  const problems: DrawProblem[] = [];
  const problem = (key: string, message: string) =>
    problems.push({ key, message: `languages: ${message}` });

  for (const [name, text] of namedTexts(item)) {
    // The same text in both languages says the same, unless a comma or point is read as a
    // decimal mark in one and a separator in the other.
    if (text.en === text.es && !/[.,]/.test(text.en)) continue;
    const [en, es] = [numbersIn(text.en, 'en'), numbersIn(text.es, 'es')];
    if (en.join(' ') !== es.join(' '))
      problem(
        `numbers ${name}`,
        `${name} says other numbers in en (${listed(en)}) than in es (${listed(es)})`,
      );
    const [enSigns, esSigns] = [signsIn(text.en), signsIn(text.es)];
    if (enSigns.join('') !== esSigns.join(''))
      problem(
        `signs ${name}`,
        `${name} has other signs in en (${listed(enSigns)}) than in es (${listed(esSigns)})`,
      );
  }

  if (item.type === 'short_text') {
    const numbers = (answers: string[], lang: 'en' | 'es') =>
      [...new Set(answers.flatMap((answer) => numbersIn(answer, lang)))].sort((a, b) => a - b);
    const [en, es] = [numbers(item.accepted.en, 'en'), numbers(item.accepted.es, 'es')];
    if (en.join(' ') !== es.join(' '))
      problem(
        'numbers accepted',
        `the accepted answers say other numbers in en (${listed(en)}) than in es (${listed(es)})`,
      );
  }

  if (item.type === 'single_choice' || item.type === 'multiple_choice')
    for (const choice of item.choices) {
      if (!choice.rationale) continue;
      const en = AFFIRMATION.en.test(choice.rationale.en.trim());
      const es = AFFIRMATION.es.test(choice.rationale.es.trim());
      if (en !== es)
        problem(
          `affirmation ${choice.id}`,
          `the rationale of ${choice.id} says the choice is right in ${en ? 'en' : 'es'} only`,
        );
      else if (en && !choice.correct)
        problem(
          `affirmation ${choice.id}`,
          `the rationale of ${choice.id} says it is right, but it is not the key`,
        );
    }
  return problems;
}
