import type { ScoreResult } from './score-result';
import { invalid, judged } from './score-result';

/**
 * Comparing a typed word or phrase with the accepted answers. Both sides are normalized the
 * same way: compatibility forms folded (NFKC: full-width letters, ligatures), curly quotes
 * made straight (tablets type ’ for '), ends trimmed, runs of spaces made one. By default
 * case and accents are ignored: "PARÍS" matches "paris". Without accents every combining
 * mark goes, so ñ counts as n and ü as u (kind to English keyboards; "año" and "ano" then
 * compare equal, so items where that matters set accent_sensitive).
 */

export interface ShortTextOptions {
  case_sensitive?: boolean;
  accent_sensitive?: boolean;
}

export function normalizeShortText(text: string, options: ShortTextOptions = {}): string {
  let result = text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201F\u2033]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  if (!options.accent_sensitive)
    result = result.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  if (!options.case_sensitive) result = result.toLowerCase();
  return result;
}

/** 'invalid' (reason 'empty') for a blank answer, else whether it is one of `accepted`. */
export function scoreShortTextAnswer(
  text: string,
  accepted: readonly string[],
  options: ShortTextOptions = {},
): ScoreResult {
  const given = normalizeShortText(text, options);
  if (given === '') return invalid('empty');
  return judged(accepted.some((answer) => normalizeShortText(answer, options) === given));
}
