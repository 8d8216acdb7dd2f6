import { describe, expect, it } from 'vitest';
import { lessonDocument, lessonText, sanitizeLessonHtml } from './lesson-html';

describe('sanitizing a lesson', () => {
  it('keeps the fragment: text, headings, lists, tables and inline pictures', () => {
    const html = [
      '<h2 id="top">Plants</h2>',
      '<p>Plants need <strong>light</strong> and <em>water</em>.</p>',
      '<ul><li>Roots</li><li>Leaves</li></ul>',
      '<table><thead><tr><th scope="col">Part</th></tr></thead><tbody><tr><td>Stem</td></tr></tbody></table>',
      '<figure><img src="data:image/svg+xml;base64,PHN2Zy8+" alt="A leaf"><figcaption>A leaf</figcaption></figure>',
      '<a href="#top">Back to the top</a>',
    ].join('');
    expect(sanitizeLessonHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, styles, forms, frames and anything fetched from elsewhere', () => {
    const clean = sanitizeLessonHtml(
      [
        '<script>alert(1)</script>',
        '<p onmouseover="alert(1)" style="background:url(https://x.test/a)">Hi</p>',
        '<img src="https://x.test/a.png" onerror="alert(1)" alt="Remote">',
        '<img src="data:text/html;base64,PHNjcmlwdD4=" alt="Not a picture">',
        '<iframe src="https://x.test"></iframe>',
        '<form action="https://x.test"><input name="a"><button>Send</button></form>',
        '<svg><script>alert(1)</script></svg>',
        '<a href="https://x.test">Away</a><a href="javascript:alert(1)">Bad</a>',
        '<link rel="stylesheet" href="https://x.test/a.css"><style>p{}</style><meta http-equiv="refresh" content="0">',
      ].join(''),
    );
    expect(clean).toBe(
      '<p>Hi</p><img alt="Remote"><img alt="Not a picture">Send<a>Away</a><a>Bad</a>',
    );
  });
});

describe('the lesson document', () => {
  it('wraps the sanitized fragment with its language, a stylesheet and a strict policy', () => {
    const document = lessonDocument('<p>Hola</p><script>alert(1)</script>', 'es');
    expect(document).toMatch(/^<!doctype html><html lang="es"><head>/);
    expect(document).toContain(
      `content="default-src 'none'; img-src data:; style-src 'unsafe-inline'"`,
    );
    expect(document).toContain('<style>');
    expect(document).toContain('<body><p>Hola</p></body>');
    expect(document).not.toContain('<script');
  });
});

describe('the text read aloud', () => {
  it('keeps blocks apart and ends titles like sentences', () => {
    expect(
      lessonText(
        '<h2>Halves</h2><p>A <b>half</b> is one part.</p><ul><li>One</li><li>Two!</li></ul>',
      ),
    ).toBe('Halves. A half is one part. One. Two!');
  });
});
