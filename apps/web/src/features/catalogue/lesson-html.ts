import type { Language } from '@aula/shared';
import DOMPurify from 'dompurify';

/**
 * A lesson's html is a fragment of text, headings, lists, tables and pictures. Only those tags
 * survive, with no scripts, event handlers, styles or forms; pictures must be inlined
 * (data:image URLs) and links may only point inside the lesson.
 */
const ALLOWED_TAGS = [
  'a',
  'abbr',
  'article',
  'aside',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
];

const ALLOWED_ATTR = [
  'alt',
  'class',
  'colspan',
  'datetime',
  'dir',
  'headers',
  'height',
  'href',
  'id',
  'lang',
  'open',
  'reversed',
  'rowspan',
  'scope',
  'src',
  'start',
  'title',
  'width',
];

const INLINE_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp|svg\+xml)[;,]/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function lessonPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      // Only pictures carried by the lesson: nothing is fetched from elsewhere.
      if (!INLINE_IMAGE.test(src.trim())) node.removeAttribute('src');
    }
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? '';
      // Following a link would replace the lesson inside its frame: only in-page links stay.
      if (!href.startsWith('#')) node.removeAttribute('href');
    }
  });
  return purifier;
}

/** The lesson's html with only the fragment's tags and attributes left. */
export function sanitizeLessonHtml(html: string): string {
  return lessonPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: true,
    KEEP_CONTENT: true,
  });
}

/** Blocks whose text runs on into the next one unless a space is put between them. */
const BLOCKS =
  'p, div, section, article, aside, header, footer, blockquote, pre, figure, ul, ol, dl, table, tr, details';
/** Short lines (titles, items, cells) that a voice should finish like a sentence. */
const LINES = 'h1, h2, h3, h4, h5, h6, li, dt, dd, th, td, caption, figcaption, summary';
const ENDS_A_SENTENCE = /[.!?:;…]\s*$/;

/** The text of (sanitized) html as it is read aloud: blocks apart, titles ending a sentence. */
export function lessonText(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const line of body.querySelectorAll(LINES)) {
    const text = line.textContent ?? '';
    line.append(text.trim() && !ENDS_A_SENTENCE.test(text) ? '. ' : ' ');
  }
  for (const block of body.querySelectorAll(BLOCKS)) block.append(' ');
  for (const lineBreak of body.querySelectorAll('br')) lineBreak.replaceWith(' ');
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const LESSON_STYLES = `
  :root { color-scheme: light; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    padding: 4px 2px 16px;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
    font-size: 1.125rem;
    line-height: 1.65;
    color: #212529;
    background: #fff;
    overflow-wrap: break-word;
  }
  h1, h2, h3, h4, h5, h6 { color: #364fc7; line-height: 1.25; margin: 1.2em 0 0.5em; }
  h1 { font-size: 1.75rem; }
  h2 { font-size: 1.45rem; }
  h3 { font-size: 1.25rem; }
  p, ul, ol, dl, table, figure, blockquote { margin: 0 0 1em; }
  img { max-width: 100%; height: auto; border-radius: 8px; }
  figure { text-align: center; }
  figcaption { font-size: 0.95rem; color: #495057; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #ced4da; padding: 6px 10px; text-align: left; vertical-align: top; }
  th { background: #edf2ff; }
  blockquote { border-left: 4px solid #748ffc; padding: 4px 12px; background: #f8f9fa; }
  mark { background: #fff3bf; }
  code, kbd, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
  a { color: #364fc7; }
`;

/**
 * The document shown in the lesson's sandboxed frame: the sanitized fragment, a readable
 * stylesheet and a policy that lets nothing but inline pictures load.
 */
export function lessonDocument(html: string, language: Language): string {
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<style>${LESSON_STYLES}</style>`,
    '</head>',
    `<body>${sanitizeLessonHtml(html)}</body>`,
    '</html>',
  ].join('');
}
