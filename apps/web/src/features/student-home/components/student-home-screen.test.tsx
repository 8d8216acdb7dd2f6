import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { StudentHomeScreen } from './student-home-screen';

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

it('shows only real cards: the profile and a tip of the day, no "coming soon" placeholder', () => {
  renderScreen(<StudentHomeScreen />, { user: currentUser('student') });
  expect(
    screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
  ).toEqual(['Your profile', 'Tip of the day']);
  expect(screen.queryByText(/on their way|soon/i)).not.toBeInTheDocument();
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
