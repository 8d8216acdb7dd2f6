import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { KITE, RITA, SEED } from '../test-books';
import { LibraryScreen } from './library-screen';

const BOOKS = [SEED, RITA, KITE];

/** The library service, filtering as the real one does. */
function booksAnswer(request: RecordedRequest) {
  const language = request.url.searchParams.get('language');
  const grade = request.url.searchParams.get('grade');
  return {
    body: {
      items: BOOKS.filter(
        (item) =>
          (!language || item.language === language) && (!grade || item.grade === Number(grade)),
      ),
    },
  };
}

function renderLibrary(path = '/book/library') {
  return renderScreen(<LibraryScreen />, {
    user: currentUser('student'),
    route: '/book/library',
    path,
  });
}

const bookList = (name = 'Books') => within(screen.getByRole('list', { name }));
const titles = () =>
  bookList()
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('the library', () => {
  it('shows each book as a card: cover, title, author, grade, language, pages and where to continue', async () => {
    mockFetch({ 'GET /books': booksAnswer });
    renderLibrary();
    expect(await screen.findByRole('heading', { level: 1, name: 'E-library' })).toBeVisible();
    await screen.findByRole('list', { name: 'Books' });
    expect(titles()).toEqual(['Tiny Seed Waits', 'Rita espera la lluvia', 'A Kite for Two']);
    expect(screen.getByText('3 books')).toBeVisible();

    const seed = within(bookList().getAllByRole('listitem')[0]!);
    expect(seed.getByRole('img', { name: 'Tiny Seed Waits' })).toHaveAttribute('src', SEED.cover);
    expect(seed.getByRole('link', { name: 'Tiny Seed Waits' })).toHaveAttribute(
      'href',
      '/book/show/aula-e-library/en-tiny-seed-waits.zip',
    );
    expect(seed.getByText('by Aula Stories')).toBeVisible();
    expect(seed.getByText('K')).toBeVisible();
    expect(seed.getByText('English')).toBeVisible();
    expect(seed.getByText('9 pages')).toBeVisible();
    expect(seed.getByText('Emergent reader')).toBeVisible();
    expect(seed.getByText('Continue on page 4')).toBeVisible();

    const rita = within(bookList().getAllByRole('listitem')[1]!);
    expect(rita.getByText('Grade 1')).toBeVisible();
    expect(rita.getByText('Español')).toBeVisible();
    expect(rita.queryByText(/Continue on page/)).toBeNull();
  });

  it('filters by language and grade, keeping the filters in the address', async () => {
    const { requests } = mockFetch({ 'GET /books': booksAnswer });
    const { router } = renderLibrary();
    await screen.findByRole('list', { name: 'Books' });

    await userEvent.click(screen.getByRole('radio', { name: 'Español' }));
    await waitFor(() => expect(titles()).toEqual(['Rita espera la lluvia']));
    expect(router.state.location.search).toBe('?language=es');
    expect(requests.at(-1)!.url.searchParams.get('language')).toBe('es');

    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    const grade = screen.getByRole('combobox', { name: 'Grade' });
    expect(
      within(grade)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All grades', 'Kindergarten', 'Grade 1', 'Grade 2']);
    await userEvent.selectOptions(grade, 'Grade 2');
    await waitFor(() => expect(titles()).toEqual(['A Kite for Two']));
    expect(router.state.location.search).toBe('?grade=2');
  });

  it('opens with the filters of the address', async () => {
    const { requests } = mockFetch({ 'GET /books': booksAnswer });
    renderLibrary('/book/library?language=en&grade=0');
    await screen.findByRole('list', { name: 'Books' });
    expect(titles()).toEqual(['Tiny Seed Waits']);
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Grade' })).toHaveValue('0');
    expect(
      requests.some(
        (request) =>
          request.url.searchParams.get('language') === 'en' &&
          request.url.searchParams.get('grade') === '0',
      ),
    ).toBe(true);
  });

  it('says when no book matches, and shows all of them again', async () => {
    mockFetch({ 'GET /books': booksAnswer });
    const { router } = renderLibrary('/book/library?language=es&grade=2');
    expect(await screen.findByRole('heading', { name: 'No books here yet' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show all books' }));
    await screen.findByRole('list', { name: 'Books' });
    expect(titles()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('asks for the e-library CD when the disc is not in the drive, and tries again', async () => {
    let discIn = false;
    mockFetch({
      'GET /books': (request) =>
        discIn
          ? booksAnswer(request)
          : {
              status: 409,
              body: {
                error: 'library_disc_missing',
                message: 'Upss. Insert the e-library CD to continue.',
              },
            },
    });
    renderLibrary();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Upss')).toBeVisible();
    expect(within(alert).getByText('Upss. Insert the e-library CD to continue.')).toBeVisible();
    discIn = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'I inserted it, try again' }));
    await screen.findByRole('list', { name: 'Books' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other failure with a way to try again', async () => {
    mockFetch({
      'GET /books': {
        status: 400,
        body: {
          error: 'validation',
          message: 'The grade is a whole number from 0 (kindergarten) to 12',
        },
      },
    });
    renderLibrary();
    expect(
      await screen.findByText('The grade is a whole number from 0 (kindergarten) to 12'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    mockFetch({
      'GET /books': (request) =>
        request.url.searchParams.get('grade') === '0'
          ? {
              status: 409,
              body: {
                error: 'library_disc_missing',
                message: 'Upss. Inserta el CD de la biblioteca electrónica para continuar.',
              },
            }
          : booksAnswer(request),
    });
    renderLibrary();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Biblioteca electrónica' }),
    ).toBeVisible();
    await screen.findByRole('list', { name: 'Libros' });
    expect(screen.getByText('Continuar en la página 4')).toBeVisible();
    expect(bookList('Libros').getByText('Grado 1')).toBeVisible();
    expect(bookList('Libros').getByText('10 páginas')).toBeVisible();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Grado' }), 'Kínder');
    expect(
      await screen.findByText('Upss. Inserta el CD de la biblioteca electrónica para continuar.'),
    ).toBeVisible();
  });
});
