import type { Language } from '../constants';
import { evaluateExpression, ExpressionError } from './expression';
import type { LocalizedText, QuestionItem } from './item-schema';
import { fillPlaceholders } from './placeholders';
import { createRandom } from './seeded-random';

/**
 * Template items: `params` are drawn from a seed, so the server can replay the draw from the
 * seed alone. A draw is kept when every constraint holds and every expression of the item is
 * defined (no division by zero); otherwise the next draw of the same sequence is tried, up to
 * MAX_TEMPLATE_DRAWS. Parameters are drawn in alphabetical order of their names, derived
 * values are computed in the order written (each may use the ones before it) and constraints
 * may use both.
 */

export const MAX_TEMPLATE_DRAWS = 200;

/** Whether the item is a template (has `params`). */
export function isTemplateItem(item: QuestionItem): boolean {
  return item.params !== undefined;
}

type Values = Record<string, number>;

/** Thrown when no draw out of MAX_TEMPLATE_DRAWS meets the constraints of a template. */
export class TemplateDrawError extends Error {
  override readonly name = 'TemplateDrawError';
}

/**
 * The item with its parameters drawn from `seed`: no params, constraints or derived left,
 * every `{…}` placeholder filled in, a numeric `value` a number, every `correct_when` turned
 * into `correct`. Non-template items are returned as they are. Throws when no draw meets the
 * constraints or an expression is wrong.
 */
export function instantiateItem(item: QuestionItem, seed: number): QuestionItem {
  return item.params === undefined ? item : drawTemplate(item, seed).instance;
}

/** A template's draw for `seed`: the instance and the values it was filled with. */
export function drawTemplate(
  item: QuestionItem,
  seed: number,
): { instance: QuestionItem; values: Readonly<Values> } {
  const params = item.params ?? {};
  const random = createRandom(seed);
  const names = Object.keys(params).sort();
  let lastProblem = '';
  try {
    for (let draw = 0; draw < MAX_TEMPLATE_DRAWS; draw += 1) {
      const values = Object.create(null) as Values;
      for (const name of names) {
        const { min, max, step } = params[name] as { min: number; max: number; step?: number };
        values[name] = random.intBetween(min, max, step ?? 1);
      }
      try {
        for (const [name, expression] of Object.entries(item.derived ?? {})) {
          if (Object.hasOwn(values, name))
            throw new Error(`the derived value "${name}" has the name of a parameter`);
          values[name] = evaluateExpression(expression, values);
        }
        const failed = item.constraints?.find((rule) => evaluateExpression(rule, values) === 0);
        if (failed !== undefined) {
          lastProblem = `constraint "${failed}" did not hold`;
          continue;
        }
        return { instance: fillItem(item, values), values };
      } catch (error) {
        if (!(error instanceof ExpressionError && error.code === 'domain')) throw error;
        lastProblem = error.message;
      }
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Template item "${item.id}": ${reason}`, { cause: error });
  }
  throw new TemplateDrawError(
    `Template item "${item.id}": no draw out of ${MAX_TEMPLATE_DRAWS} met the constraints ` +
      `(seed ${seed}; last: ${lastProblem})`,
  );
}

/** Evaluates a template's numeric value; "{a + b}" is read as "a + b". */
export function evaluateValue(value: number | string, values: Readonly<Values>): number {
  if (typeof value === 'number') return value;
  const braced = /^\s*\{([^{}]*)\}\s*$/.exec(value);
  return evaluateExpression(braced ? (braced[1] as string) : value, values);
}

/** Whether a `correct_when` condition holds for the drawn values (nonzero is true). */
export function conditionHolds(condition: string, values: Readonly<Values>): boolean {
  return evaluateExpression(condition, values) !== 0;
}

function fillItem(item: QuestionItem, values: Values): QuestionItem {
  const fill = (text: string, lang: Language) => fillPlaceholders(text, values, lang);
  const localized = (text: LocalizedText): LocalizedText => ({
    en: fill(text.en, 'en'),
    es: fill(text.es, 'es'),
  });
  const { params: _params, constraints: _constraints, derived: _derived, ...rest } = item;
  const common = {
    prompt: localized(rest.prompt),
    hints: rest.hints.map(localized),
    ...(rest.image_alt && { image_alt: localized(rest.image_alt) }),
    ...(rest.explanation && { explanation: localized(rest.explanation) }),
  };
  switch (rest.type) {
    case 'single_choice':
    case 'multiple_choice':
      return {
        ...rest,
        ...common,
        choices: rest.choices.map(({ correct_when: condition, ...choice }) => ({
          ...choice,
          text: localized(choice.text),
          correct: condition === undefined ? choice.correct : conditionHolds(condition, values),
          ...(choice.rationale && { rationale: localized(choice.rationale) }),
        })),
      };
    case 'numeric':
      return {
        ...rest,
        ...common,
        value: evaluateValue(rest.value, values),
        ...(rest.unit && { unit: localized(rest.unit) }),
      };
    case 'short_text':
      return {
        ...rest,
        ...common,
        accepted: {
          en: rest.accepted.en.map((answer) => fill(answer, 'en')),
          es: rest.accepted.es.map((answer) => fill(answer, 'es')),
        },
      };
    case 'dropdown':
      return {
        ...rest,
        ...common,
        sentence: localized(rest.sentence),
        blanks: rest.blanks.map(({ correct, ...blank }) => {
          const conditional = blank.options.some((option) => option.correct_when !== undefined);
          const holding = blank.options.filter(
            (option) =>
              option.correct_when !== undefined && conditionHolds(option.correct_when, values),
          );
          // When the conditions pick no option or several, the key is left out: the template
          // check reports such a draw, and no answer scores as right.
          const key = conditional ? (holding.length === 1 ? holding[0]?.id : undefined) : correct;
          return {
            ...blank,
            ...(key !== undefined && { correct: key }),
            options: blank.options.map(({ correct_when: _condition, ...option }) => ({
              ...option,
              text: localized(option.text),
            })),
          };
        }),
      };
    case 'ordering':
      return {
        ...rest,
        ...common,
        items: rest.items.map((entry) => ({ ...entry, text: localized(entry.text) })),
      };
    case 'matching':
      return {
        ...rest,
        ...common,
        pairs: rest.pairs.map((pair) => ({
          ...pair,
          left: localized(pair.left),
          right: localized(pair.right),
        })),
      };
  }
}
