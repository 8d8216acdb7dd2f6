import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { generateRoleRoutes } from '../../../app/role-routes';
import { i18n } from '../../../lib/i18n';
import { levelList } from '../../../test/catalogue-fixtures';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { StudentHomeScreen } from './student-home-screen';
import { setupUser } from '../../../test/user';

beforeEach(() => {
  mockFetch({ 'GET /levels': { body: levelList() } });
});

afterEach(() => {
  vi.useRealTimers();
});

function tipCard(name = 'Tip of the day') {
  return within(screen.getByRole('region', { name }));
}

it('greets the student by first name with their avatar and grade', async () => {
  renderScreen(<StudentHomeScreen />, { user: currentUser('student') });
  expect(screen.getByRole('heading', { level: 1, name: 'Hello, Sofía!' })).toBeVisible();
  expect(screen.getByRole('img', { name: 'Owl' })).toBeVisible();
  expect(screen.getByText('Grade 3')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Open my profile' })).toHaveAttribute(
    'href',
    '/student/profile',
  );
  await i18n.changeLanguage('es');
  expect(await screen.findByRole('heading', { level: 1, name: '¡Hola, Sofía!' })).toBeVisible();
  expect(screen.getByRole('img', { name: 'Búho' })).toBeVisible();
  expect(screen.getByText('Grado 3')).toBeVisible();
});

it('shows only real cards: grades, what exists to explore, the profile and a tip, no placeholder', async () => {
  renderScreen(<StudentHomeScreen />, {
    user: currentUser('student'),
    routes: generateRoleRoutes(['student']),
  });
  await screen.findByRole('link', { name: /Third grade/ });
  expect(
    screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
  ).toEqual(['Choose your grade', 'More to explore', 'Your profile', 'Tip of the day']);
  expect(screen.queryByText(/on their way|soon/i)).not.toBeInTheDocument();
});

it("puts the student's own grade first, and the other grades folded under Other grades", async () => {
  const user = setupUser();
  const { requests } = mockFetch({ 'GET /levels': { body: levelList() } });
  renderScreen(<StudentHomeScreen />, { user: currentUser('student', { grade_id: 3 }) });

  const own = within(await screen.findByRole('list', { name: 'Your grade' }));
  expect(own.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/level/grade/3/1',
  ]);
  expect(own.getByRole('link', { name: 'Third grade Primary Your grade' })).toBeVisible();
  // The others wait, folded, under their own heading.
  const others = screen.getByRole('button', { name: 'Other grades' });
  expect(screen.getByRole('heading', { level: 3, name: 'Other grades' })).toContainElement(others);
  expect(others).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: /First grade/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Seventh grade/ })).not.toBeInTheDocument();

  await user.click(others);
  expect(others).toHaveAttribute('aria-expanded', 'true');
  const primary = within(await screen.findByRole('list', { name: 'Primary' }));
  expect(primary.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/level/grade/1/1',
  ]);
  expect(primary.getByRole('link', { name: 'First grade Primary' })).toBeVisible();
  const secondary = within(screen.getByRole('list', { name: 'Secondary' }));
  expect(secondary.getByRole('link', { name: /Seventh grade/ })).toHaveAttribute(
    'href',
    '/level/grade/7/2',
  );
  // Only the student's own grade says so.
  expect(screen.getAllByText('Your grade')).toHaveLength(1);
  expect(requests.filter((request) => request.url.pathname === '/levels')).toHaveLength(1);
});

it('says Other grades in Spanish', async () => {
  await i18n.changeLanguage('es');
  renderScreen(<StudentHomeScreen />, { user: currentUser('student', { grade_id: 3 }) });
  expect(await screen.findByRole('button', { name: 'Otros grados' })).toBeVisible();
});

it('shows every level with its grades to a student whose grade is not listed', async () => {
  renderScreen(<StudentHomeScreen />, { user: currentUser('student', { grade_id: null }) });
  const primary = within(await screen.findByRole('list', { name: 'Primary' }));
  expect(primary.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/level/grade/1/1',
    '/level/grade/3/1',
  ]);
  expect(screen.getByRole('heading', { level: 3, name: 'Secondary' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Other grades' })).not.toBeInTheDocument();
  expect(screen.queryByText('Your grade')).not.toBeInTheDocument();
});

it('offers tiles only for screens that exist', async () => {
  const exists = (paths: string[]): RouteObject[] => paths.map((path) => ({ path }));
  const first = renderScreen(<StudentHomeScreen />, {
    user: currentUser('student'),
    routes: generateRoleRoutes(['student']),
  });
  const explore = within(await screen.findByRole('region', { name: 'More to explore' }));
  expect(explore.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/search',
    '/book',
    '/spelling-helper-dictionary',
    '/games',
    '/help',
  ]);
  expect(explore.getByRole('link', { name: /Search lessons/ })).toBeVisible();
  first.unmount();

  renderScreen(<StudentHomeScreen />, {
    user: currentUser('student'),
    routes: exists(['/search', '/spelling-helper-dictionary', '/games', '/help']),
  });
  // Without a books screen there is no Books tile.
  const withoutBooks = within(await screen.findByRole('region', { name: 'More to explore' }));
  expect(withoutBooks.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Search lessonsFind a lesson by its words.',
    'DictionaryLook up how a word is spelled.',
    'GamesLearn while you play.',
    'HelpLearn how to use Aula.',
  ]);
});

it('shows the grades in Spanish when the language changes', async () => {
  mockFetch({
    'GET /levels': ({ headers }) => ({
      body:
        headers['Accept-Language'] === 'es'
          ? {
              items: [
                {
                  id: 1,
                  nombre: 'Primaria',
                  grades: [{ grade_id: 3, name: 'Tercer grado', path: 'grade-3', level_id: 1 }],
                },
              ],
              total: 1,
            }
          : levelList(),
    }),
  });
  renderScreen(<StudentHomeScreen />, { user: currentUser('student') });
  expect(await screen.findByRole('link', { name: /Third grade/ })).toBeVisible();
  await i18n.changeLanguage('es');
  expect(await screen.findByRole('link', { name: 'Tercer grado Primaria Tu grado' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Elige tu grado' })).toBeVisible();
});

it('shows a different study tip each day, in the chosen language', async () => {
  vi.setSystemTime(new Date(2026, 0, 1, 9, 0));
  const first = renderScreen(<StudentHomeScreen />, { user: currentUser('student') });
  expect(
    tipCard().getByText('Learning a little every day works better than learning a lot at once.'),
  ).toBeVisible();
  first.unmount();

  vi.setSystemTime(new Date(2026, 0, 2, 9, 0));
  renderScreen(<StudentHomeScreen />, { user: currentUser('student') });
  expect(
    tipCard().getByText(
      'After studying for a while, take a short break: stretch, drink some water, then carry on.',
    ),
  ).toBeVisible();
  await i18n.changeLanguage('es');
  expect(
    await tipCard('Consejo del día').findByText(
      'Después de estudiar un rato, toma un pequeño descanso: estírate, bebe agua y luego sigue.',
    ),
  ).toBeVisible();
});
