import type { Answer, PublicItem } from '@aula/shared';

/**
 * A well-formed answer to any public item, right or wrong as it falls: what a child who tries
 * sends. (Only the server knows the right answers.)
 */
export function anyAnswer(item: PublicItem): Answer {
  switch (item.type) {
    case 'single_choice':
      return { type: item.type, choice_id: item.choices[0]!.id };
    case 'multiple_choice':
      return { type: item.type, choice_ids: [item.choices[0]!.id] };
    case 'numeric': {
      const forms = item.forms;
      if (!forms || forms.includes('integer') || forms.includes('decimal'))
        return { type: item.type, value: '1' };
      if (forms.includes('proper_fraction')) return { type: item.type, value: '1/2' };
      if (forms.includes('improper_fraction')) return { type: item.type, value: '3/2' };
      return { type: item.type, value: '1 1/2' };
    }
    case 'short_text':
      return { type: item.type, text: 'answer' };
    case 'dropdown':
      return {
        type: item.type,
        selections: Object.fromEntries(
          item.blanks.map((blank) => [blank.id, blank.options[0]!.id]),
        ),
      };
    case 'ordering':
      return { type: item.type, order: item.items.map((entry) => entry.id) };
    case 'matching':
      return {
        type: item.type,
        matches: Object.fromEntries(
          item.left.map((entry, index) => [entry.id, item.right[index]!.id]),
        ),
      };
  }
}
