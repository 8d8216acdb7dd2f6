/**
 * What a child typed, read as a number: null when it is blank or not a plain number, which the
 * games count as "invalid" (no life lost), never as wrong. Pure, so problem files that the
 * journeys import in Node can use it.
 */

/** A whole number of at most `maxDigits` digits (spaces around it allowed). */
export function parseWholeNumber(text: string, maxDigits = 7): number | null {
  const trimmed = text.trim();
  return new RegExp(`^\\d{1,${maxDigits}}$`).test(trimmed) ? Number(trimmed) : null;
}

/** A decimal answer with a point or a comma and at most two decimals. */
export function parseDecimalNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return /^\d{1,7}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : null;
}
