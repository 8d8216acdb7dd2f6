import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

/**
 * Lesson bodies are HTML fragments. The validator refuses any markup outside this allowlist,
 * and the server sanitizes again when it serves a body (defence in depth; the browser
 * sanitizes a third time and shows it in a sandboxed frame).
 */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'br',
  'hr',
  'blockquote',
  'span',
  'div',
  'sup',
  'sub',
];
const GLOBAL_ATTRIBUTES = ['class', 'lang'];
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
};
/** Relative file names of pictures that sit beside the body. */
const MEDIA_REFERENCE = /^[a-z0-9][a-z0-9._-]*\.(svg|png)$/i;
const SKIPPED_TEXT_TAGS = new Set(['script', 'style']);

export interface LessonHtmlReport {
  /** Plain text, for search and for reading aloud. */
  text: string;
  /** The src of every picture, in order. */
  images: string[];
  /** What is not allowed, in words an author understands. */
  problems: string[];
}

export function inspectLessonHtml(html: string): LessonHtmlReport {
  const textParts: string[] = [];
  const images: string[] = [];
  const problems = new Set<string>();
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (SKIPPED_TEXT_TAGS.has(name)) skipping += 1;
        if (!ALLOWED_TAGS.includes(name)) {
          problems.add(`<${name}> is not allowed`);
          return;
        }
        for (const attribute of Object.keys(attributes)) {
          const allowed = [...GLOBAL_ATTRIBUTES, ...(ALLOWED_ATTRIBUTES[name] ?? [])];
          if (!allowed.includes(attribute))
            problems.add(`attribute ${attribute} on <${name}> is not allowed`);
        }
        if (name === 'img') {
          const src = attributes.src ?? '';
          if (!MEDIA_REFERENCE.test(src))
            problems.add(`<img src="${src}"> must name an .svg or .png file beside the lesson`);
          else images.push(src);
          if (!attributes.alt?.trim()) problems.add(`<img src="${src}"> needs alt text`);
        }
        if (['p', 'li', 'h2', 'h3', 'h4', 'br', 'td', 'th', 'figcaption', 'div'].includes(name))
          textParts.push(' ');
      },
      onclosetag(name) {
        if (SKIPPED_TEXT_TAGS.has(name)) skipping = Math.max(0, skipping - 1);
        if (['p', 'li', 'h2', 'h3', 'h4', 'td', 'th', 'figcaption', 'div'].includes(name))
          textParts.push(' ');
      },
      ontext(text) {
        if (skipping === 0) textParts.push(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { text: textParts.join('').replace(/\s+/g, ' ').trim(), images, problems: [...problems] };
}

export interface MediaFile {
  contentType: string;
  data: Buffer;
}

/**
 * Sanitizes a body and replaces each picture's relative src with a data: URL, so the browser
 * needs no second, authenticated request per picture. Pictures that cannot be resolved are
 * dropped rather than left as broken references.
 */
export function sanitizeAndInlineImages(
  html: string,
  resolveMedia: (src: string) => MediaFile | undefined,
): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      '*': GLOBAL_ATTRIBUTES,
      ...ALLOWED_ATTRIBUTES,
    },
    allowedSchemesByTag: { img: ['data'] },
    allowedSchemes: [],
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src?.startsWith('data:'),
    transformTags: {
      img: (tagName, attribs) => {
        const media = MEDIA_REFERENCE.test(attribs.src ?? '')
          ? resolveMedia(attribs.src!)
          : undefined;
        const { src: _ignored, ...rest } = attribs;
        return {
          tagName,
          attribs: media
            ? { ...rest, src: `data:${media.contentType};base64,${media.data.toString('base64')}` }
            : rest,
        };
      },
    },
  });
}
