import { LANGUAGES } from '../constants';
import { fitsForm } from './format-number';
import { conditionHolds, drawTemplate, TemplateDrawError } from './instantiate';
import type { LocalizedText, QuestionItem } from './item-schema';
import { questionItemSchema } from './item-schema';

/**
 * Problems of a template item, found by instantiating it with many seeds (for the pack
 * validator): parameters that cannot be drawn, expressions that do not evaluate, constraints
 * too strict to be met, values that cannot be written in the accepted forms, draws where two
 * choices (or two options of a blank) read the same, draws whose `correct_when` conditions
 * leave a question with no right answer (or a single-choice question or a blank with more
 * than one), templates that never vary. An empty list means none was found.
 */

export const DEFAULT_TEMPLATE_CHECK_SEEDS = 100;
const MAX_PROBLEMS = 20;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface CheckTemplateOptions {
  /** How many seeds (0, 1, 2, …) to try. */
  seeds?: number;
}

export function checkTemplate(item: QuestionItem, options: CheckTemplateOptions = {}): string[] {
  const problems = new Set<string>();
  const { params } = item;
  if (params === undefined) {
    if (item.constraints || item.derived)
      problems.add('constraints and derived values are only read in templates (with params)');
    if (conditionalEntries(item).length > 0)
      problems.add('correct_when is only read in templates (with params): use correct');
    return [...problems];
  }
  for (const problem of keyConflicts(item)) problems.add(problem);

  for (const [name, param] of Object.entries(params)) {
    if (!IDENTIFIER.test(name))
      problems.add(`parameter "${name}" cannot be used in expressions: use letters, digits, _`);
    if (param.min > param.max) problems.add(`parameter "${name}" has min > max`);
  }
  for (const name of Object.keys(item.derived ?? {})) {
    if (!IDENTIFIER.test(name))
      problems.add(`derived value "${name}" cannot be used in expressions: use letters, digits, _`);
    if (Object.hasOwn(params, name))
      problems.add(`derived value "${name}" has the name of a parameter`);
  }
  if (problems.size > 0) return [...problems];

  const seeds = options.seeds ?? DEFAULT_TEMPLATE_CHECK_SEEDS;
  const failedSeeds: number[] = [];
  const variants = new Set<string>();
  for (let seed = 0; seed < seeds && problems.size < MAX_PROBLEMS; seed += 1) {
    let instance: QuestionItem;
    let values: Readonly<Record<string, number>>;
    try {
      ({ instance, values } = drawTemplate(item, seed));
    } catch (error) {
      if (error instanceof TemplateDrawError) failedSeeds.push(seed);
      else problems.add(messageOf(error).replace(/^Template item "[^"]*": /, ''));
      continue;
    }
    variants.add(JSON.stringify(instance));
    for (const problem of [...instanceProblems(item, instance), ...keyProblems(item, values)])
      problems.add(`${problem} (seed ${seed})`);
  }

  if (failedSeeds.length > 0)
    problems.add(
      `the constraints were not met in time for ${failedSeeds.length} of ${seeds} seeds ` +
        `(first: seed ${failedSeeds[0]}): loosen the constraints or narrow the params`,
    );
  if (variants.size === 1 && seeds > 1 && failedSeeds.length === 0)
    problems.add('the template gives the same question for every seed');
  return [...problems].slice(0, MAX_PROBLEMS);
}

/** The choices and blank options of an item that carry a `correct_when` condition. */
function conditionalEntries(item: QuestionItem): { id: string; correct_when?: string }[] {
  if (item.type === 'single_choice' || item.type === 'multiple_choice')
    return item.choices.filter((choice) => choice.correct_when !== undefined);
  if (item.type === 'dropdown')
    return item.blanks.flatMap((blank) =>
      blank.options.filter((option) => option.correct_when !== undefined),
    );
  return [];
}

/** A key given both ways: a fixed `correct` beside `correct_when` conditions. */
function keyConflicts(item: QuestionItem): string[] {
  if (item.type === 'single_choice' || item.type === 'multiple_choice')
    return item.choices
      .filter((choice) => choice.correct && choice.correct_when !== undefined)
      .map((choice) => `choice ${choice.id} has both correct and correct_when: keep one`);
  if (item.type === 'dropdown')
    return item.blanks
      .filter(
        (blank) =>
          blank.correct !== undefined &&
          blank.options.some((option) => option.correct_when !== undefined),
      )
      .map((blank) => `blank ${blank.id} has both correct and correct_when: keep one`);
  return [];
}

/** How many right answers the draw's `correct_when` conditions give, where that is wrong. */
function keyProblems(template: QuestionItem, values: Readonly<Record<string, number>>): string[] {
  const problems: string[] = [];
  const right = (entries: { id: string; correct?: boolean; correct_when?: string }[]) =>
    entries
      .filter((entry) =>
        entry.correct_when === undefined
          ? entry.correct === true
          : conditionHolds(entry.correct_when, values),
      )
      .map((entry) => entry.id);
  const named = (ids: string[]) => (ids.length === 0 ? 'none' : ids.join(', '));
  switch (template.type) {
    case 'single_choice':
    case 'multiple_choice': {
      if (!template.choices.some((choice) => choice.correct_when !== undefined)) break;
      const ids = right(template.choices);
      if (template.type === 'single_choice' && ids.length !== 1)
        problems.push(
          `a single-choice question needs exactly one correct choice, got ${named(ids)}`,
        );
      if (template.type === 'multiple_choice' && ids.length === 0)
        problems.push('no choice is correct');
      break;
    }
    case 'dropdown':
      for (const blank of template.blanks) {
        if (!blank.options.some((option) => option.correct_when !== undefined)) continue;
        const ids = right(blank.options);
        if (ids.length !== 1)
          problems.push(`blank ${blank.id} needs exactly one correct option, got ${named(ids)}`);
      }
      break;
    default:
      break;
  }
  return problems;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What can go wrong in one draw of a template. */
function instanceProblems(template: QuestionItem, instance: QuestionItem): string[] {
  const problems: string[] = [];
  const parsed = questionItemSchema.safeParse(instance);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    problems.push(`the drawn item is not valid: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const sameText = (kind: string, entries: { id: string; text: LocalizedText }[]) => {
    for (const lang of LANGUAGES) {
      const seen = new Map<string, string>();
      for (const { id, text } of entries) {
        const other = seen.get(text[lang]);
        if (other !== undefined)
          problems.push(`${kind} ${other} and ${id} both read "${text[lang]}" (${lang})`);
        seen.set(text[lang], id);
      }
    }
  };
  switch (instance.type) {
    case 'single_choice':
    case 'multiple_choice':
      sameText('choices', instance.choices);
      break;
    case 'numeric': {
      const forms = template.type === 'numeric' ? template.forms : undefined;
      if (
        typeof instance.value === 'number' &&
        forms &&
        !forms.some((form) => fitsForm(instance.value as number, form))
      )
        problems.push(`the value ${instance.value} cannot be written as ${forms.join(' or ')}`);
      break;
    }
    case 'dropdown':
      for (const blank of instance.blanks) sameText(`options of blank ${blank.id}:`, blank.options);
      break;
    case 'ordering':
    case 'matching':
    case 'short_text':
      // Entries that read the same are interchangeable when scoring, so they are allowed.
      break;
  }
  return problems;
}
