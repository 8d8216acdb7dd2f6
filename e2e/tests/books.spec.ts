import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Credentials } from '../support/api';
import { apiSend, createFamily, signInByApi } from '../support/api';
import { seriousViolations } from '../support/axe';
import { e2eDataDir } from '../support/environment';
import {
  expectNothingRan,
  payload,
  reportCsp,
  watchForPayloads,
  writeBook,
} from '../support/planted-payloads';
import { signIn } from '../support/session';

// The read mode is the installation's: the journeys run one after the other.
test.describe.configure({ mode: 'serial' });

let family: { tutor: Credentials; student: Credentials };
test.beforeAll(async () => {
  family = await createFamily();
});

const TITLE = 'Where Did My Shadow Go?';

async function openFromLibrary(page: Page) {
  await page.goto('/book');
  await expect(page).toHaveURL(/\/book\/library$/);
  await expect(page.getByRole('heading', { name: 'E-library', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page).toHaveURL(/\/book\/show\/aula-e-library\/en-where-did-my-shadow-go\.zip$/);
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
}

test('a student reads a book, closes it and finds it again on the same page', async ({ page }) => {
  await signIn(page, family.student);
  await page.getByRole('navigation').getByRole('link', { name: 'Books' }).click();
  await expect(page).toHaveURL(/\/book\/library$/);
  const books = page.getByRole('list', { name: 'Books' });
  await expect(books.getByRole('listitem')).toHaveCount(6);
  await expect(books.getByRole('img', { name: TITLE })).toBeVisible();
  expect(await seriousViolations(page), 'library').toEqual([]);

  const filters = page.getByRole('search', { name: 'Filter the books' });
  await filters.getByText('Español', { exact: true }).click();
  await expect(page).toHaveURL(/language=es/);
  await expect(books.getByRole('listitem')).toHaveCount(3);
  await filters.getByText('All', { exact: true }).click();
  await expect(books.getByRole('listitem')).toHaveCount(6);

  await openFromLibrary(page);
  const pageRegion = page.getByRole('region', { name: /^Page \d+$/ });
  await expect(page.getByText('Page 1 of 10')).toBeVisible();
  await expect(pageRegion.getByRole('img')).toBeVisible();
  expect(await seriousViolations(page), 'reader').toEqual([]);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2 of 10')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Page 3 of 10')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Page 4 of 10')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Page 3 of 10')).toBeVisible();
  // Read from page 3's own region: on a busy machine page 4 may not have left it yet.
  const words = await page.getByRole('region', { name: 'Page 3' }).innerText();

  // Closing waits for nothing: the page was saved as it was turned.
  await page.getByRole('link', { name: 'Close book' }).click();
  await expect(page).toHaveURL(/\/book\/library$/);
  const card = books.getByRole('listitem').filter({ has: page.getByRole('link', { name: TITLE }) });
  await expect(card.getByText('Continue on page 3')).toBeVisible();

  // Reopened after a reload, the place comes from the server, not from the page's memory.
  await page.reload();
  await expect(card.getByText('Continue on page 3')).toBeVisible();
  await card.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByText('Page 3 of 10')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Page 3' })).toHaveText(words);
});

test('in external-disk mode without the e-library CD, the library asks for it', async ({
  page,
}) => {
  const tutorToken = await signInByApi(family.tutor);
  await signIn(page, family.student);
  try {
    await apiSend('POST', '/read-from', tutorToken, { mode: 1 });
    await page.goto('/book');
    const alert = page.getByRole('alert');
    await expect(alert.getByText('Upss. Insert the e-library CD to continue.')).toBeVisible();
    await expect(alert.getByText('Upss', { exact: true })).toBeVisible();
    expect(await seriousViolations(page), 'disc missing').toEqual([]);
  } finally {
    // Lessons and the library of every other journey read the local disk.
    await apiSend('POST', '/read-from', tutorToken, { mode: 0 });
  }
  await page.getByRole('button', { name: 'I inserted it, try again' }).click();
  await expect(page.getByRole('list', { name: 'Books' }).getByRole('listitem')).toHaveCount(6);
});

test('a book whose manifest holds markup is listed and read as text', async ({ page }) => {
  const seen = watchForPayloads(page);
  const book = payload('book');
  const bookTitle = `Planted ${book.img}`;
  // A disk an installation added, removed again: the other journeys count the library's books.
  const disk = join(e2eDataDir, 'library', 'planted-payloads');
  try {
    writeBook(join(disk, 'en-planted-payloads.zip'), {
      id: 'en-planted-payloads',
      title: bookTitle,
      author: book.script,
      language: 'en',
      grade: 1,
      level: book.svg,
      summary: `${book.iframe} ${book.link}`,
      page: '<p>Nothing here runs.</p>',
    });
    await signIn(page, family.student, { at: '/book/library' });
    const books = page.getByRole('list', { name: 'Books' });
    await expect(books.getByRole('link', { name: bookTitle })).toBeVisible();
    await expect(books.getByText(book.script).first()).toBeVisible();
    await expectNothingRan(page, seen, 'library');

    await books.getByRole('link', { name: bookTitle }).click();
    await expect(page).toHaveURL(/\/book\/show\/planted-payloads\/en-planted-payloads\.zip$/);
    await expect(page.getByRole('heading', { name: bookTitle, level: 1 })).toBeVisible();
    await expect(page.getByText('Nothing here runs.')).toBeVisible();
    await expectNothingRan(page, seen, 'reader');
  } finally {
    rmSync(disk, { recursive: true, force: true });
  }
  reportCsp(seen);
});
