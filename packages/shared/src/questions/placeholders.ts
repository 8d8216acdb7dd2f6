import type { Language } from '../constants';
import type { ExpressionScope } from './expression';
import { evaluateExpression, ExpressionError } from './expression';
import { formatNumber } from './format-number';

/**
 * Fills the `{…}` placeholders of a template text: each holds an expression over the
 * template's values (`{a}`, `{a + b}`, `{round(a / 3, 1)}`) and is replaced by its value,
 * written for the language (see formatNumber). `{{` and `}}` stand for literal braces;
 * an unclosed `{` or a lone `}` is a syntax error.
 */
export function fillPlaceholders(text: string, scope: ExpressionScope, lang: Language): string {
  let result = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    const following = text[i + 1];
    if ((char === '{' && following === '{') || (char === '}' && following === '}')) {
      result += char;
      i += 2;
    } else if (char === '{') {
      const end = text.indexOf('}', i + 1);
      if (end < 0) throw new ExpressionError('Unclosed "{" (write {{ for a brace)', 'syntax', text);
      result += written(evaluateExpression(text.slice(i + 1, end), scope), lang);
      i = end + 1;
    } else if (char === '}') {
      throw new ExpressionError('Lone "}" (write }} for a brace)', 'syntax', text);
    } else {
      result += char;
      i += 1;
    }
  }
  return result;
}

/**
 * Most placeholders hold whole numbers, written as they are; templates are drawn thousands
 * of times when a pack is checked, so those skip formatNumber's rounding of binary noise.
 */
function written(value: number, lang: Language): string {
  return Number.isSafeInteger(value) && Math.abs(value) < 1e12
    ? String(value)
    : formatNumber(value, lang);
}
