import type { ReactNode } from 'react';

interface TextWithLinkProps {
  /** A translated sentence that marks its link's words `<tag>…</tag>`. */
  text: string;
  tag: string;
  /** Draws the link around its words. */
  link: (words: string) => ReactNode;
}

/**
 * A translated sentence with one link in it, the translator choosing where the link's words go.
 * react-i18next's Trans does this for any markup, but costs 5 KB gzip on the screen that uses it
 * (see docs/web-performance.md#lazy-dialogs-popups-and-other-late-pieces). A text without the tag
 * shows as it is.
 */
export function TextWithLink({ text, tag, link }: TextWithLinkProps) {
  const start = `<${tag}>`;
  const end = `</${tag}>`;
  const from = text.indexOf(start);
  const to = text.indexOf(end, from);
  if (from < 0 || to < 0) return text;
  return (
    <>
      {text.slice(0, from)}
      {link(text.slice(from + start.length, to))}
      {text.slice(to + end.length)}
    </>
  );
}
