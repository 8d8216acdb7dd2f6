import { foldText } from '../../../content/fold-text';

const RADIUS = 80;

/**
 * A short excerpt of the text around the first word found, cut at word boundaries. Folding
 * keeps string length for the Latin letters lessons use, so positions carry over; when it
 * does not, the excerpt simply starts at the beginning.
 */
export function snippetAround(text: string, words: string[]): string {
  const folded = foldText(text);
  const positions = words.map((word) => folded.indexOf(word)).filter((index) => index >= 0);
  const hit = folded.length === text.length && positions.length > 0 ? Math.min(...positions) : 0;
  let start = Math.max(0, hit - RADIUS);
  let end = Math.min(text.length, hit + RADIUS * 2);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const excerpt = text
    .slice(start, end)
    .replace(/\s*¶\s*/g, ' · ')
    .trim();
  return `${start > 0 ? '… ' : ''}${excerpt}${end < text.length ? ' …' : ''}`;
}
