import type { Book, BookReading } from '@aula/shared';
import { bookEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { BookRef } from './get-book';
import { bookParams } from './get-book';

/**
 * PUT /books/{diskname}/{zip_file}/reading `{page}` (0-based): remembers the page the student
 * turned to, so the book reopens there; 200 `{last_page}`.
 */
export function saveBookReading(book: BookRef, page: number): Promise<BookReading> {
  return callEndpoint(bookEndpoints.saveReading, { params: bookParams(book), body: { page } });
}

export function useSaveBookReading(book: BookRef) {
  const queryClient = useQueryClient();
  return useMutation({
    // One save at a time per book, in order: quick page turns never land out of order.
    scope: { id: `book-reading:${book.diskname}/${book.zipFile}` },
    mutationFn: (page: number) => saveBookReading(book, page),
    onSuccess: ({ last_page }) => {
      // The open book and the library's "Continue on page N" follow without asking again.
      queryClient.setQueriesData<Book>({ queryKey: ['books', 'book'] }, (cached) =>
        cached && cached.diskname === book.diskname && cached.zip_file === book.zipFile
          ? { ...cached, last_page }
          : cached,
      );
      void queryClient.invalidateQueries({ queryKey: ['books', 'list'] });
    },
  });
}
