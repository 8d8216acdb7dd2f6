import type { Answer, PublicItem } from '@aula/shared';

/**
 * Answers to the sample pack's questions: every one is a single choice between "Right" and
 * "Wrong" ("Bien" and "Mal" in Spanish), so the public item is enough to answer either way.
 */
export function sampleAnswer(item: PublicItem, correct: boolean): Answer {
  if (item.type !== 'single_choice') throw new Error(`unexpected ${item.type} in the sample pack`);
  const wanted = correct ? ['Right', 'Bien'] : ['Wrong', 'Mal'];
  const choice = item.choices.find((entry) => wanted.includes(entry.text));
  if (!choice) throw new Error(`no ${correct ? 'right' : 'wrong'} choice in ${item.id}`);
  return { type: 'single_choice', choice_id: choice.id };
}
