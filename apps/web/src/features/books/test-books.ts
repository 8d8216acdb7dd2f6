import type { Book, BookPage } from '@aula/shared';

/** A tiny picture, as the server inlines them. */
export const PICTURE = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmciLz4=';

export function book(overrides: Partial<Book> = {}): Book {
  return {
    diskname: 'aula-e-library',
    zip_file: 'en-a-kite-for-two.zip',
    title: 'A Kite for Two',
    author: 'Aula Stories',
    language: 'en',
    grade: 2,
    level: 'Growing reader',
    summary: 'Ruby’s kite crashes into a tree.',
    page_count: 4,
    cover: PICTURE,
    last_page: null,
    ...overrides,
  };
}

export const KITE = book();
export const SEED = book({
  zip_file: 'en-tiny-seed-waits.zip',
  title: 'Tiny Seed Waits',
  grade: 0,
  level: 'Emergent reader',
  page_count: 9,
  last_page: 3,
});
export const RITA = book({
  zip_file: 'es-rita-espera-la-lluvia.zip',
  title: 'Rita espera la lluvia',
  author: 'Cuentos de Aula',
  language: 'es',
  grade: 1,
  level: 'Lectura compartida',
  page_count: 10,
});

export function bookPage(page: number): BookPage {
  return {
    page,
    html: `<figure><img src="${PICTURE}" alt="Picture of page ${page + 1}"></figure><p>Words of page ${page + 1}.</p>`,
    text: `Words of page ${page + 1}.`,
  };
}
