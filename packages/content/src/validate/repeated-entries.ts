import type { LocalizedText, QuestionItem } from '@aula/shared';
import { LANGUAGES } from '@aula/shared';
import type { DrawProblem } from './item-draws';

/**
 * A choice, a blank's option, an ordering entry or a side of a matching pair may not read
 * like another of its list (trimmed, ignoring case and repeated spaces) in either language:
 * a child cannot tell them apart, and a key that tells them apart scores one of two equal
 * answers as wrong. Only a question about capital letters may offer entries that differ in
 * case alone ("may" against "May"): it says so in its prompt, hints, explanation or
 * rationales.
 */

const spaced = (text: string) => text.trim().replace(/\s+/g, ' ');
// "a capital letter", "a capital M" (not "the capital of France"), "mayúscula"…
const LETTER_CASE =
  /\b[Cc]apital (?:letters?\b|[A-Z]\b)|\b[Cc]apitali[sz]|\b(?:[Uu]pper|[Ll]ower)-?case\b|[Mm]ayúscula|[Mm]inúscula/;

/** Whether the item teaches letter case, so that "may" and "May" are different answers. */
function isAboutLetterCase(item: QuestionItem): boolean {
  const texts = [item.prompt, item.explanation, ...item.hints];
  if (item.type === 'single_choice' || item.type === 'multiple_choice')
    texts.push(...item.choices.map((choice) => choice.rationale));
  return texts.some(
    (text) => text !== undefined && (LETTER_CASE.test(text.en) || LETTER_CASE.test(text.es)),
  );
}

function repeatsIn(
  kind: string,
  entries: { id: string; text: LocalizedText }[],
  caseMatters: boolean,
): DrawProblem[] {
  const problems: DrawProblem[] = [];
  for (const lang of LANGUAGES) {
    const seen = new Map<string, { id: string; text: string }>();
    for (const { id, text } of entries) {
      const written = spaced(text[lang]);
      const key = caseMatters ? written : written.toLocaleLowerCase(lang);
      const other = seen.get(key);
      if (other === undefined) seen.set(key, { id, text: written });
      else
        problems.push({
          key: `${kind} ${other.id} ${id} ${lang}`,
          message:
            `repeated entry: ${kind} ${other.id} and ${id} ` +
            (other.text === written
              ? `both read "${written}" (${lang})`
              : `read "${other.text}" and "${written}" (${lang}), which differ in letter case only`),
        });
    }
  }
  return problems;
}

export function repeatedEntryProblems(item: QuestionItem): DrawProblem[] {
  const caseMatters = isAboutLetterCase(item);
  switch (item.type) {
    case 'single_choice':
    case 'multiple_choice':
      return repeatsIn('choices', item.choices, caseMatters);
    case 'dropdown':
      return item.blanks.flatMap((blank) =>
        repeatsIn(`options of blank ${blank.id}:`, blank.options, caseMatters),
      );
    case 'ordering':
      return repeatsIn('entries', item.items, caseMatters);
    case 'matching':
      return [
        ...repeatsIn(
          'left entries',
          item.pairs.map((pair) => ({ id: pair.id, text: pair.left })),
          caseMatters,
        ),
        ...repeatsIn(
          'right entries',
          item.pairs.map((pair) => ({ id: pair.id, text: pair.right })),
          caseMatters,
        ),
      ];
    case 'numeric':
    case 'short_text':
      return [];
  }
}
