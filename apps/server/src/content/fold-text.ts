/** Lower case without accents: what search indexes and compares ("Fracción" → "fraccion"). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The words of a search query, folded; anything but letters and digits separates words. */
export function searchWords(query: string): string[] {
  return [...new Set(foldText(query).match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 10);
}
