import { LANGUAGES } from '../constants';
import { fitsForm } from './format-number';
import { instantiateItem, TemplateDrawError } from './instantiate';
import type { LocalizedText, QuestionItem } from './item-schema';
import { questionItemSchema } from './item-schema';

/**
 * Problems of a template item, found by instantiating it with many seeds (for the pack
 * validator): parameters that cannot be drawn, expressions that do not evaluate, constraints
 * too strict to be met, values that cannot be written in the accepted forms, draws where two
 * choices (or two options of a blank) read the same, templates that never vary. An empty list means none was found.
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
    return [...problems];
  }

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
    try {
      instance = instantiateItem(item, seed);
    } catch (error) {
      if (error instanceof TemplateDrawError) failedSeeds.push(seed);
      else problems.add(messageOf(error).replace(/^Template item "[^"]*": /, ''));
      continue;
    }
    variants.add(JSON.stringify(instance));
    for (const problem of instanceProblems(item, instance))
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
