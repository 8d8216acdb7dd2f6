import type { Language } from '@aula/shared';
import type { FishyProblem } from './problems';
import { TEXTS } from './texts';

/** Numbers written the language's way (the same digits today, but Spanish groups thousands). */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language).format(value);
}

/** The problem told as its story, in the child's language. */
export function storyText(problem: FishyProblem, language: Language): string {
  const texts = TEXTS[language];
  const tell = texts.stories[problem.operation][problem.story];
  const name = texts.heroes[problem.hero];
  if (!tell || name === undefined) throw new Error('A Fishy Problems story is missing');
  return tell({
    name,
    a: formatNumber(problem.a, language),
    b: formatNumber(problem.b, language),
  });
}
