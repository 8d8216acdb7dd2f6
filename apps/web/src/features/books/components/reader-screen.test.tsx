import type { Book } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { book, bookPage } from '../test-books';
import { ReaderScreen } from './reader-screen';

const BOOK_URL = '/books/aula-e-library/en-a-kite-for-two.zip';

/** The book service: the book, its four pages, and the page remembered by each PUT. */
function mockBook(overrides: Partial<Book> = {}) {
  let lastPage = overrides.last_page ?? null;
  const handlers: Record<string, (request: RecordedRequest) => { status?: number; body: unknown }> =
    {
      [`GET ${BOOK_URL}`]: () => ({ body: book({ ...overrides, last_page: lastPage }) }),
      [`PUT ${BOOK_URL}/reading`]: (request) => {
        lastPage = (request.body as { page: number }).page;
        return { body: { last_page: lastPage } };
      },
    };
  for (let page = 0; page < 4; page += 1)
    handlers[`GET ${BOOK_URL}/pages/${page}`] = () => ({ body: bookPage(page) });
  const mock = mockFetch(handlers);
  return {
    ...mock,
    saved: () =>
      mock.requests
        .filter((request) => request.method === 'PUT')
        .map((request) => (request.body as { page: number }).page),
  };
}

function renderReader() {
  return renderScreen(<ReaderScreen />, {
    user: currentUser('student'),
    route: '/book/show/:diskname/:zipFile',
    path: '/book/show/aula-e-library/en-a-kite-for-two.zip',
  });
}

const pageText = () => screen.getByRole('region', { name: /^Page \d+$/ });

async function expectOnPage(page: number) {
  await waitFor(() => expect(screen.getByText(`Page ${page} of 4`)).toBeVisible());
  await waitFor(() => expect(within(pageText()).getByText(`Words of page ${page}.`)).toBeVisible());
}

afterEach(() => vi.unstubAllGlobals());

describe('the reader', () => {
  it('opens a new book on its first page, with its picture and words', async () => {
    mockBook();
    renderReader();
    expect(await screen.findByRole('heading', { level: 1, name: 'A Kite for Two' })).toBeVisible();
    await expectOnPage(1);
    expect(within(pageText()).getByRole('img', { name: 'Picture of page 1' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Close book' })).toHaveAttribute(
      'href',
      '/book/library',
    );
  });

  it('turns pages with the buttons, saving each one, and stops at the last page', async () => {
    const { saved } = mockBook();
    renderReader();
    await expectOnPage(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await expectOnPage(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await expectOnPage(4);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await expectOnPage(3);
    await waitFor(() => expect(saved()).toEqual([1, 2, 3, 2]));
  });

  it('turns pages with the arrow and Page keys', async () => {
    const { saved } = mockBook();
    renderReader();
    await expectOnPage(1);
    await userEvent.keyboard('{ArrowRight}');
    await expectOnPage(2);
    await userEvent.keyboard('{PageDown}');
    await expectOnPage(3);
    await userEvent.keyboard('{ArrowLeft}');
    await expectOnPage(2);
    await userEvent.keyboard('{PageUp}');
    await expectOnPage(1);
    // Nothing before the first page.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(saved()).toEqual([1, 2, 1, 0]));
  });

  it('turns pages with a swipe of a finger, not with a small move', async () => {
    mockBook();
    renderReader();
    await expectOnPage(1);
    const swipe = (fromX: number, toX: number) => {
      fireEvent.pointerDown(pageText(), {
        pointerId: 1,
        pointerType: 'touch',
        clientX: fromX,
        clientY: 100,
      });
      fireEvent.pointerUp(pageText(), {
        pointerId: 1,
        pointerType: 'touch',
        clientX: toX,
        clientY: 110,
      });
    };
    swipe(300, 100);
    await expectOnPage(2);
    swipe(100, 120);
    await expectOnPage(2);
    swipe(100, 300);
    await expectOnPage(1);
  });

  it('reopens the book on the page last read', async () => {
    mockBook({ last_page: 2 });
    renderReader();
    await expectOnPage(3);
    expect(screen.getByText('Page 3 of 4')).toHaveAttribute('aria-live', 'polite');
  });

  it('reads the page aloud in the book’s language when a voice can', async () => {
    const spoken: { text: string; lang: string }[] = [];
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [{ lang: 'en-US', name: 'English' }],
      cancel: vi.fn(),
      speak: vi.fn((utterance: { text: string; lang: string }) => spoken.push(utterance)),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        constructor(readonly text: string) {}
      },
    );
    mockBook();
    renderReader();
    await expectOnPage(1);
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(spoken).toEqual([expect.objectContaining({ text: 'Words of page 1.', lang: 'en-US' })]);
    expect(screen.getByRole('button', { name: 'Stop reading' })).toBeVisible();
  });

  it('says why it cannot read aloud where there is no voice', async () => {
    // A browser with speech but no voice for the book's language.
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [{ lang: 'fr-FR', name: 'Français' }],
      cancel: vi.fn(),
      speak: vi.fn(),
    });
    mockBook();
    renderReader();
    await expectOnPage(1);
    const button = screen.getByRole('button', { name: 'Read aloud' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      'Reading aloud is not available in this browser for this language.',
    );
  });

  it('says when the book is not on any disk', async () => {
    mockFetch({
      [`GET ${BOOK_URL}`]: { status: 404, body: { error: 'not_found', message: 'Not found' } },
    });
    renderReader();
    expect(
      await screen.findByRole('heading', { name: 'We could not find this book' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the library' })).toHaveAttribute(
      'href',
      '/book/library',
    );
  });

  it('asks for the e-library CD, in Spanish too', async () => {
    await i18n.changeLanguage('es');
    mockFetch({
      [`GET ${BOOK_URL}`]: {
        status: 409,
        body: {
          error: 'library_disc_missing',
          message: 'Upss. Inserta el CD de la biblioteca electrónica para continuar.',
        },
      },
    });
    renderReader();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Upss')).toBeVisible();
    expect(
      within(alert).getByText('Upss. Inserta el CD de la biblioteca electrónica para continuar.'),
    ).toBeVisible();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    mockBook({ last_page: 1 });
    renderReader();
    expect(await screen.findByText('Página 2 de 4')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cerrar el libro' })).toBeVisible();
  });
});
