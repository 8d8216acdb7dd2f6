import { redirect } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute, BreadcrumbNameContext } from '../../lib/routing';
import { bookQueryOptions } from './api/get-book';

const student = ['student' as const];

/** The open book's title, once it is loaded, names the reader's breadcrumb. */
function bookTitle({ params, queryClient, language }: BreadcrumbNameContext) {
  if (!params.diskname || !params.zipFile) return undefined;
  return queryClient.getQueryData(
    bookQueryOptions(language, { diskname: params.diskname, zipFile: params.zipFile }).queryKey,
  )?.title;
}

/**
 * /book → the library; /book/library and /book/show/{diskname}/{zip_file}
 * (docs/product-rules.md#student-screens).
 */
export const studentBookRoutes: AppRoute[] = [
  {
    path: 'book',
    handle: { roles: student, breadcrumb: 'books:crumb' },
    children: [
      {
        index: true,
        handle: { roles: student },
        loader: () => redirect('/book/library'),
        element: null,
      },
      {
        path: 'library',
        handle: { roles: student, title: 'books:library.title', breadcrumb: 'books:library.title' },
        lazy: lazyScreen(() =>
          import('./components/library-screen').then((module) => module.LibraryScreen),
        ),
      },
      {
        path: 'show/:diskname/:zipFile',
        handle: {
          roles: student,
          title: 'books:reader.title',
          breadcrumb: 'books:reader.title',
          breadcrumbName: bookTitle,
        },
        lazy: lazyScreen(() =>
          import('./components/reader-screen').then((module) => module.ReaderScreen),
        ),
      },
    ],
  },
];
