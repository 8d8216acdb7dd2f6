import {
  bookPageParamsSchema,
  bookPageSchema,
  bookParamsSchema,
  bookReadingSchema,
  bookSchema,
  booksQuerySchema,
  booksSchema,
  saveBookReadingSchema,
} from '../schemas/books';
import { defineEndpoint } from './endpoint';

/** The e-library: its books, one book, one page of it, and the page the student last read. */
export const bookEndpoints = {
  list: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/books',
    query: booksQuerySchema,
    status: 200,
    response: booksSchema,
  }),
  get: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/books/:diskname/:zip_file',
    params: bookParamsSchema,
    status: 200,
    response: bookSchema,
  }),
  page: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/books/:diskname/:zip_file/pages/:page',
    params: bookPageParamsSchema,
    status: 200,
    response: bookPageSchema,
  }),
  saveReading: defineEndpoint({
    service: 'main',
    method: 'PUT',
    path: '/books/:diskname/:zip_file/reading',
    params: bookParamsSchema,
    body: saveBookReadingSchema,
    status: 200,
    response: bookReadingSchema,
  }),
};
