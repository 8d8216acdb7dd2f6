import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser, tutor, usernameTakenReply } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { SignupTutorScreen } from './signup-tutor-screen';
import { setupUser } from '../../../test/user';
import type { User } from '../../../test/user';

const textbox = (name: string) => screen.getByRole('textbox', { name });
const passwordInput = (label: RegExp) => screen.getByLabelText(label);

async function fillValidTutor(user: User) {
  await user.type(textbox('Name'), 'Ana');
  await user.type(textbox('Last name'), 'García');
  await user.type(textbox('Email'), 'ana@example.com');
  await user.type(textbox('School name'), 'Lincoln Elementary');
  await user.type(textbox('Username'), 'ana.garcia');
  await user.type(passwordInput(/^Password/), 'secret1');
  await user.type(passwordInput(/^Verify password/), 'secret1');
}

describe('tutor sign-up', () => {
  it('shows every required-field message under its field on an empty submit', async () => {
    const user = setupUser();
    const { requests } = mockFetch({});
    renderScreen(<SignupTutorScreen />, { user: currentUser('installer') });

    await user.click(screen.getByRole('button', { name: 'Create tutor account' }));

    await waitFor(() => expect(textbox('Name')).toHaveAccessibleDescription('Name is required'));
    expect(textbox('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(textbox('Email')).toHaveAccessibleDescription('Email is required');
    expect(textbox('School name')).toHaveAccessibleDescription('School name is required');
    expect(textbox('Username')).toHaveAccessibleDescription('Username is required');
    expect(passwordInput(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining('Password is required'),
    );
    expect(passwordInput(/^Verify password/)).toHaveAccessibleDescription(
      expect.stringContaining('Verify password is required'),
    );
    expect(textbox('Name')).toHaveAttribute('aria-invalid', 'true');
    // Nothing was sent (the screen only read its notices).
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('shows the messages in Spanish', async () => {
    const user = setupUser();
    mockFetch({});
    await i18n.changeLanguage('es');
    renderScreen(<SignupTutorScreen />, { user: currentUser('installer') });

    await user.click(screen.getByRole('button', { name: 'Crear la cuenta de tutor' }));

    await waitFor(() =>
      expect(textbox('Nombre')).toHaveAccessibleDescription('El nombre es obligatorio'),
    );
    expect(textbox('Apellido')).toHaveAccessibleDescription('El apellido es obligatorio');
    expect(textbox('Correo electrónico')).toHaveAccessibleDescription(
      'El correo electrónico es obligatorio',
    );
    expect(textbox('Nombre de la escuela')).toHaveAccessibleDescription(
      'El nombre de la escuela es obligatorio',
    );
    expect(textbox('Nombre de usuario')).toHaveAccessibleDescription(
      'El nombre de usuario es obligatorio',
    );
    expect(passwordInput(/^Contraseña/)).toHaveAccessibleDescription(
      expect.stringContaining('La contraseña es obligatoria'),
    );
    expect(passwordInput(/^Confirmar contraseña/)).toHaveAccessibleDescription(
      expect.stringContaining('Confirmar la contraseña es obligatorio'),
    );
  });

  it('re-translates the messages shown when the language changes', async () => {
    const user = setupUser();
    mockFetch({});
    renderScreen(<SignupTutorScreen />, { user: currentUser('installer') });
    await user.click(screen.getByRole('button', { name: 'Create tutor account' }));
    await waitFor(() => expect(textbox('Name')).toHaveAccessibleDescription('Name is required'));

    await i18n.changeLanguage('es');

    await waitFor(() =>
      expect(textbox('Nombre')).toHaveAccessibleDescription('El nombre es obligatorio'),
    );
  });

  it('explains wrong values', async () => {
    const user = setupUser();
    mockFetch({});
    renderScreen(<SignupTutorScreen />, { user: currentUser('installer') });

    await user.type(textbox('Name'), 'Ana 3');
    await user.type(textbox('Last name'), 'García!');
    await user.type(textbox('Email'), 'not-an-email');
    await user.type(textbox('Username'), 'ana garcia');
    await user.type(passwordInput(/^Password/), '123');
    await user.click(screen.getByRole('button', { name: 'Create tutor account' }));

    await waitFor(() =>
      expect(textbox('Name')).toHaveAccessibleDescription(
        'Name has a wrong character or is too long (50 characters at most)',
      ),
    );
    expect(textbox('Last name')).toHaveAccessibleDescription(
      'Last name exceeded 50 characters or has wrong characters',
    );
    expect(textbox('Email')).toHaveAccessibleDescription('Invalid email format');
    expect(textbox('Username')).toHaveAccessibleDescription(
      'Username may have letters, numbers, dots, dashes and underscores (40 characters at most)',
    );
    expect(passwordInput(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining('Password must have at least 6 characters'),
    );
  });

  it('says when the two passwords differ', async () => {
    const user = setupUser();
    mockFetch({});
    renderScreen(<SignupTutorScreen />, { user: currentUser('installer') });
    await fillValidTutor(user);
    await user.type(passwordInput(/^Verify password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Create tutor account' }));
    await waitFor(() =>
      expect(passwordInput(/^Verify password/)).toHaveAccessibleDescription(
        expect.stringContaining('Passwords do not match'),
      ),
    );
  });

  it("shows the server's field messages under the fields", async () => {
    const user = setupUser();
    mockFetch({
      'POST /signup/tutor': usernameTakenReply,
    });
    renderScreen(<SignupTutorScreen />, { user: currentUser('installer') });
    await fillValidTutor(user);
    await user.click(screen.getByRole('button', { name: 'Create tutor account' }));

    await waitFor(() =>
      expect(textbox('Username')).toHaveAccessibleDescription('Username is already in use'),
    );
    // Said once, under the field, not repeated above the form.
    expect(screen.getAllByText('Username is already in use')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('creates the tutor, names them in a notification and empties the form', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'POST /signup/tutor': {
        status: 201,
        body: tutor({ firstname: 'Ana', lastname: 'García', username: 'ana.garcia' }),
      },
    });
    renderScreen(<SignupTutorScreen />, { user: currentUser('installer') });
    await fillValidTutor(user);
    await user.click(screen.getByRole('radio', { name: 'Fox' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred language' }), 'es');
    await user.click(screen.getByRole('button', { name: 'Create tutor account' }));

    expect(await screen.findByText('Ana García can now sign in as a tutor.')).toBeVisible();
    expect(screen.getByText('Tutor account created')).toBeVisible();
    const signup = requests.find((request) => request.url.pathname === '/signup/tutor');
    expect(signup?.body).toEqual({
      firstname: 'Ana',
      lastname: 'García',
      email: 'ana@example.com',
      username: 'ana.garcia',
      password: 'secret1',
      verify_password: 'secret1',
      name_of_the_school: 'Lincoln Elementary',
      language: 'es',
      avatar: 'fox',
    });
    await waitFor(() => expect(textbox('Name')).toHaveValue(''));
    expect(
      within(screen.getByRole('radiogroup', { name: 'Avatar' })).getByRole('radio', {
        name: 'Fox',
      }),
    ).toHaveAttribute('aria-checked', 'false');
  });
});

describe('tutor sign-up, failures without fields', () => {
  it("shows the server's message above the form", async () => {
    const user = setupUser();
    mockFetch({
      'POST /signup/tutor': {
        status: 403,
        body: { error: 'forbidden', message: 'Access denied' },
      },
    });
    renderScreen(<SignupTutorScreen />, { user: currentUser('installer') });
    await fillValidTutor(user);
    await user.click(screen.getByRole('button', { name: 'Create tutor account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
  });
});
