import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { StudentHomeScreen } from './student-home-screen';

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
  expect(screen.getByText('Grado 3')).toBeVisible();
});
