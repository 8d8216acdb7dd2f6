import type { CurrentUser } from '@aula/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { getSessionState } from '../../../lib/session';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { TutorProfileEditScreen } from './profile-edit-screen';
import { setupUser } from '../../../test/user';

const ROUTE = '/profile/edit';
const textbox = (name: string) => screen.getByRole('textbox', { name });
const passwordInput = (label: RegExp) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save changes' });

function renderEdit(user: CurrentUser = currentUser('tutor')) {
  return renderScreen(<TutorProfileEditScreen />, { user, path: ROUTE, route: ROUTE });
}

describe("the tutor's profile form", () => {
  it('starts from the signed-in tutor', () => {
    mockFetch({});
    renderEdit();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit my profile' })).toBeVisible();
    expect(textbox('Name')).toHaveValue('Marta');
    expect(textbox('Last name')).toHaveValue('García');
    expect(textbox('Email')).toHaveValue('ana@example.com');
    expect(textbox('School name')).toHaveValue('Lincoln Elementary');
    expect(screen.getByRole('combobox', { name: 'Preferred language' })).toHaveValue('en');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Avatar' })).getByRole('radio', {
        name: 'Bear',
      }),
    ).toHaveAttribute('aria-checked', 'true');
    expect(passwordInput(/^Current password/)).toHaveValue('');
    expect(passwordInput(/^New password/)).toHaveValue('');
    expect(passwordInput(/^Verify new password/)).toHaveValue('');
    expect(
      screen.getByText('Leave these fields empty to keep your current password.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/profile');
  });

  it('keeps the email and the school required for a tutor', async () => {
    const user = setupUser();
    const { requests } = mockFetch({});
    renderEdit();
    await user.clear(textbox('Name'));
    await user.clear(textbox('Email'));
    await user.clear(textbox('School name'));
    await user.click(save());

    // The rules are fetched on first use: the messages follow once they are in.
    await waitFor(() => expect(textbox('Name')).toHaveAccessibleDescription('Name is required'));
    expect(textbox('Email')).toHaveAccessibleDescription('Email is required');
    expect(textbox('School name')).toHaveAccessibleDescription('School name is required');
    expect(requests).toHaveLength(0);
  });

  it('says so in Spanish', async () => {
    const user = setupUser();
    mockFetch({});
    await i18n.changeLanguage('es');
    renderEdit();
    await user.clear(screen.getByRole('textbox', { name: 'Correo electrónico' }));
    await user.type(passwordInput(/^Contraseña nueva/), 'secret2');
    await user.type(passwordInput(/^Confirmar la contraseña nueva/), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Guardar los cambios' }));

    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Correo electrónico' }),
      ).toHaveAccessibleDescription('El correo electrónico es obligatorio'),
    );
    expect(passwordInput(/^Contraseña actual/)).toHaveAccessibleDescription(
      'Escribe tu contraseña actual para elegir una nueva',
    );
  });

  it('explains a wrong email', async () => {
    const user = setupUser();
    mockFetch({});
    renderEdit();
    await user.clear(textbox('Email'));
    await user.type(textbox('Email'), 'not-an-email');
    await user.click(save());
    await waitFor(() =>
      expect(textbox('Email')).toHaveAccessibleDescription('Invalid email format'),
    );
  });

  it('asks for the current password before a new one', async () => {
    const user = setupUser();
    const { requests } = mockFetch({});
    renderEdit();
    await user.type(passwordInput(/^New password/), 'secret2');
    await user.type(passwordInput(/^Verify new password/), 'secret2');
    await user.click(save());

    await waitFor(() =>
      expect(passwordInput(/^Current password/)).toHaveAccessibleDescription(
        'Type your current password to choose a new one',
      ),
    );
    expect(requests).toHaveLength(0);
  });

  it('says when the new passwords differ or are too short', async () => {
    const user = setupUser();
    mockFetch({});
    renderEdit();
    await user.type(passwordInput(/^Current password/), 'secret1');
    await user.type(passwordInput(/^New password/), 'secret2');
    await user.type(passwordInput(/^Verify new password/), 'secret3');
    await user.click(save());
    await waitFor(() =>
      expect(passwordInput(/^Verify new password/)).toHaveAccessibleDescription(
        'Passwords do not match',
      ),
    );

    await user.clear(passwordInput(/^New password/));
    await user.type(passwordInput(/^New password/), '123');
    await user.click(save());
    await waitFor(() =>
      expect(passwordInput(/^New password/)).toHaveAccessibleDescription(
        expect.stringContaining('Password must have at least 6 characters'),
      ),
    );
  });

  it('refuses a new password that is easy to guess, or the username, before sending it', async () => {
    const user = setupUser();
    const { requests } = mockFetch({});
    renderEdit(currentUser('tutor', { username: 'marta.garcia' }));
    await user.type(passwordInput(/^Current password/), 'secret1');
    await user.type(passwordInput(/^New password/), 'iloveyou');
    await user.type(passwordInput(/^Verify new password/), 'iloveyou');
    await user.click(save());
    await waitFor(() =>
      expect(passwordInput(/^New password/)).toHaveAccessibleDescription(
        expect.stringContaining('The password is too easy to guess; choose another.'),
      ),
    );

    await user.clear(passwordInput(/^New password/));
    await user.type(passwordInput(/^New password/), 'Marta.Garcia');
    await user.clear(passwordInput(/^Verify new password/));
    await user.type(passwordInput(/^Verify new password/), 'Marta.Garcia');
    await user.click(save());
    await waitFor(() =>
      expect(passwordInput(/^New password/)).toHaveAccessibleDescription(
        expect.stringContaining('The password cannot be the username; choose another.'),
      ),
    );
    expect(requests).toHaveLength(0);
  });

  it('saves the profile, updates the session and goes back to the profile', async () => {
    const user = setupUser();
    const saved = currentUser('tutor', {
      firstname: 'Martina',
      email: 'martina@example.com',
      avatar: 'cat',
    });
    const { requests } = mockFetch({ 'PUT /users/me/profile': { body: saved } });
    renderEdit();
    await user.clear(textbox('Name'));
    await user.type(textbox('Name'), 'Martina');
    await user.clear(textbox('Email'));
    await user.type(textbox('Email'), 'martina@example.com');
    await user.click(screen.getByRole('radio', { name: 'Cat' }));
    await user.click(save());

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/profile');
    expect(screen.getByText('Profile saved')).toBeVisible();
    expect(screen.getByText('Your changes were saved.')).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.body).toEqual({
      firstname: 'Martina',
      lastname: 'García',
      email: 'martina@example.com',
      name_of_the_school: 'Lincoln Elementary',
      language: 'en',
      avatar: 'cat',
    });
    expect(getSessionState().user).toEqual(saved);
  });

  it('sends a new password with the current one, and goes on with the fresh token', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'PUT /users/me/profile': { body: { ...currentUser('tutor'), access_token: 'fresh-token' } },
    });
    renderEdit();
    await user.type(passwordInput(/^Current password/), 'secret1');
    await user.type(passwordInput(/^New password/), 'secret2');
    await user.type(passwordInput(/^Verify new password/), 'secret2');
    await user.click(save());

    await screen.findByTestId('elsewhere');
    expect(requests[0]?.body).toMatchObject({
      current_password: 'secret1',
      password: 'secret2',
      verify_password: 'secret2',
    });
    // Every other device was signed out; this one keeps going.
    expect(getSessionState()).toMatchObject({ status: 'success', token: 'fresh-token' });
    expect(getSessionState().user).not.toHaveProperty('access_token');
  });

  it('switches the interface to the language the tutor chose', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'PUT /users/me/profile': { body: currentUser('tutor', { language: 'es' }) },
    });
    renderEdit();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred language' }), 'es');
    await user.click(save());

    expect(await screen.findByText('Perfil guardado')).toBeVisible();
    expect(requests[0]?.body).toMatchObject({ language: 'es' });
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(getSessionState().user?.language).toBe('es');
  });

  it('shows a wrong current password under its field', async () => {
    const user = setupUser();
    mockFetch({
      'PUT /users/me/profile': {
        status: 400,
        body: {
          error: 'validation_failed',
          message: 'The current password is not right',
          fields: { current_password: 'The current password is not right' },
        },
      },
    });
    renderEdit();
    await user.type(passwordInput(/^Current password/), 'wrong-one');
    await user.type(passwordInput(/^New password/), 'secret2');
    await user.type(passwordInput(/^Verify new password/), 'secret2');
    await user.click(save());

    await waitFor(() =>
      expect(passwordInput(/^Current password/)).toHaveAccessibleDescription(
        'The current password is not right',
      ),
    );
    expect(screen.getAllByText('The current password is not right')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it('shows a failure without fields above the form', async () => {
    const user = setupUser();
    mockFetch({
      'PUT /users/me/profile': {
        status: 500,
        body: { error: 'internal', message: 'Oops.. Something Went Wrong' },
      },
    });
    renderEdit();
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops.. Something Went Wrong');
  });
});
