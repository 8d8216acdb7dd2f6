import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { HelpScreen } from './help-screen';

describe("the tutor's help", () => {
  it('shows the technical support hours', () => {
    renderScreen(<HelpScreen />, { user: currentUser('tutor') });
    const support = screen.getByRole('region', { name: 'Technical support' });
    expect(within(support).getByText('9 am to 6 pm Pacific, Monday to Friday')).toBeVisible();
  });

  it('shows the technical support hours in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderScreen(<HelpScreen />, { user: currentUser('tutor') });
    const support = screen.getByRole('region', { name: 'Soporte técnico' });
    expect(
      within(support).getByText('de 9 a. m. a 6 p. m., hora del Pacífico, de lunes a viernes'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /Eliminar un estudiante/ })).toBeVisible();
  });

  it('offers a guide for each task, with steps that link to the screens', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<HelpScreen />, { user: currentUser('tutor') });
    const titles = [
      'Register a student',
      'Import students from a CSV file',
      'Turn topics on or off for a student',
      'Set tests and the time per question',
      'Delete a student',
      'Add another tutor',
      'Edit your profile',
    ];
    for (const title of titles) {
      expect(screen.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
    }

    await user.click(screen.getByRole('button', { name: /^Set tests and the time per question/ }));
    expect(await screen.findByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings#study',
    );

    await user.click(screen.getByRole('button', { name: /^Delete a student/ }));
    // The panel opens with a short animation: wait until it shows.
    await waitFor(() =>
      expect(
        screen.getByText("All of the student's data is deleted and cannot be recovered."),
      ).toBeVisible(),
    );

    await user.click(screen.getByRole('button', { name: /^Import students from a CSV file/ }));
    const columns = await screen.findByRole('table', { name: 'Columns of the CSV file' });
    expect(
      within(columns)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'firstname',
      'lastname',
      'username',
      'password',
      'grade',
      'school',
      'language',
      'email',
      'avatar',
    ]);
    expect(screen.getByRole('link', { name: 'Import students' })).toHaveAttribute(
      'href',
      '/students/import',
    );
    expect(screen.getByText(/Up to 1,000 students in one file/)).toBeVisible();
  });
});
