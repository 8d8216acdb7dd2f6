import DOMPurify from 'dompurify';

/** The tags a book page may have (the server allows the same and sanitizes first). */
const ALLOWED_TAGS = ['figure', 'img', 'p', 'h2', 'em', 'strong', 'br'];
const ALLOWED_ATTR = ['src', 'alt'];
const INLINE_IMAGE = /^data:image\/(?:png|jpe?g|svg\+xml)[;,]/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function bookPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Only pictures carried by the book: nothing is fetched from elsewhere.
    if (node.nodeName === 'IMG' && !INLINE_IMAGE.test(node.getAttribute('src') ?? ''))
      node.removeAttribute('src');
  });
  return purifier;
}

/**
 * A page as the server sent it, sanitized once more before it is put in the page: a disk in
 * the drive is not ours, and the browser is the last place to stop what got through.
 */
export function sanitizeBookPageHtml(html: string): string {
  return bookPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
