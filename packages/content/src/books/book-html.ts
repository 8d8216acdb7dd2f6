import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import type { MediaFile } from '../html/lesson-html';
import { isImageFile } from './book-schema';

/**
 * A book page is a small HTML fragment: a picture and a few paragraphs. The builder refuses
 * anything else, and the server sanitizes again when it serves a page, because a disk in the
 * drive may hold a book this builder never saw.
 */
const ALLOWED_TAGS = ['figure', 'img', 'p', 'h2', 'em', 'strong', 'br'];
const ALLOWED_ATTRIBUTES: Record<string, string[]> = { img: ['src', 'alt'] };
/** Tags whose end separates words when the page is read aloud. */
const BLOCK_TAGS = new Set(['p', 'h2', 'br', 'figure']);

export interface BookPageReport {
  /** The page's words as plain text, for reading aloud. */
  text: string;
  /** The src of every picture, in order. */
  images: string[];
  /** What is not allowed, in words an author understands. */
  problems: string[];
}

export function inspectBookPageHtml(html: string): BookPageReport {
  const textParts: string[] = [];
  const images: string[] = [];
  const problems = new Set<string>();
  // Text inside a refused tag (a <script>, a <style>) is never read aloud.
  let refusedDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!ALLOWED_TAGS.includes(name)) {
          problems.add(`<${name}> is not allowed (only ${ALLOWED_TAGS.join(', ')})`);
          if (name === 'script' || name === 'style') refusedDepth += 1;
          return;
        }
        for (const attribute of Object.keys(attributes)) {
          if (!(ALLOWED_ATTRIBUTES[name] ?? []).includes(attribute))
            problems.add(`attribute ${attribute} on <${name}> is not allowed`);
        }
        if (name === 'img') {
          const src = attributes.src ?? '';
          if (!isImageFile(src))
            problems.add(`<img src="${src}"> must name an .svg, .png or .jpg file beside the page`);
          else images.push(src);
          if (!attributes.alt?.trim()) problems.add(`<img src="${src}"> needs alt text`);
        }
        if (BLOCK_TAGS.has(name)) textParts.push(' ');
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style') refusedDepth = Math.max(0, refusedDepth - 1);
        if (BLOCK_TAGS.has(name)) textParts.push(' ');
      },
      ontext(text) {
        if (refusedDepth === 0) textParts.push(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { text: textParts.join('').replace(/\s+/g, ' ').trim(), images, problems: [...problems] };
}

/**
 * Keeps only the page allowlist and replaces each picture's relative src with a data: URL, so
 * the reader needs no second request per picture. A picture that cannot be resolved is
 * dropped rather than left as a broken (or outside) reference.
 */
export function sanitizeBookPage(
  html: string,
  resolveImage: (src: string) => MediaFile | undefined,
): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemesByTag: { img: ['data'] },
    allowedSchemes: [],
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src?.startsWith('data:'),
    transformTags: {
      img: (tagName, attribs) => {
        const image = isImageFile(attribs.src ?? '') ? resolveImage(attribs.src!) : undefined;
        const { src: _ignored, ...rest } = attribs;
        return {
          tagName,
          attribs: image
            ? { ...rest, src: `data:${image.contentType};base64,${image.data.toString('base64')}` }
            : rest,
        };
      },
    },
  });
}
