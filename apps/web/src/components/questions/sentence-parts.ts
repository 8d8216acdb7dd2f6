/** A piece of a dropdown sentence: plain text, or the place of a blank. */
export type SentencePart = { text: string } | { blankId: string };

const BLANK = /\[\[([a-z0-9][a-z0-9-]*)\]\]/g;

/** "The cat [[verb]] on the [[place]]." → text, blank verb, text, blank place, text. */
export function sentenceParts(sentence: string): SentencePart[] {
  const parts: SentencePart[] = [];
  let last = 0;
  for (const match of sentence.matchAll(BLANK)) {
    if (match.index > last) parts.push({ text: sentence.slice(last, match.index) });
    parts.push({ blankId: match[1] as string });
    last = match.index + match[0].length;
  }
  if (last < sentence.length) parts.push({ text: sentence.slice(last) });
  return parts;
}
