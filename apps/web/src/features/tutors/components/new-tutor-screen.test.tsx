import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser, tutor, usernameTakenReply } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { NewTutorScreen } from './new-tutor-screen';
import { setupUser } from '../../../test/user';
import type { User } from '../../../test/user';

const ROUTE = '/tutors/new';
const textbox = (name: string) => screen.getByRole('textbox', { name });
const passwordInput = (label: RegExp) => screen.getByLabelText(label);
const me = () => currentUser('tutor', { name_of_the_school: 'Oak School' });

function renderNewTutor() {
  return renderScreen(<NewTutorScreen />, { user: me(), path: ROUTE, route: ROUTE });
}

async function fillValidTutor(user: User) {
  await user.type(textbox('Name'), 'Luis');
  await user.type(textbox('Last name'), 'Romero');
  await user.type(textbox('Email'), 'luis@example.com');
  await user.type(textbox('Username'), 'luis.romero');
  await user.type(passwordInput(/^Password/), 'secret1');
  await user.type(passwordInput(/^Verify password/), 'secret1');
}

describe('adding a tutor to the account', () => {
  it("starts from the signed-in tutor's school", () => {
    mockFetch({});
    renderNewTutor();
    expect(screen.getByRole('heading', { level: 1, name: 'Add a tutor' })).toBeVisible();
    expect(textbox('School name')).toHaveValue('Oak School');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/tutors');
  });

  it('shows every required-field message under its field', async () => {
    const user = setupUser();
    const { requests } = mockFetch({});
    renderNewTutor();
    await user.clear(textbox('School name'));
    await user.click(screen.getByRole('button', { name: 'Add tutor' }));

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
    expect(requests).toHaveLength(0);
  });

  it('explains wrong values', async () => {
    const user = setupUser();
    mockFetch({});
    renderNewTutor();
    await user.type(textbox('Name'), 'Luis 3');
    await user.type(textbox('Last name'), 'Romero!');
    await user.type(textbox('Email'), 'not-an-email');
    await user.type(textbox('Username'), 'luis romero');
    await user.type(passwordInput(/^Password/), '123');
    await user.type(passwordInput(/^Verify password/), '1234');
    await user.click(screen.getByRole('button', { name: 'Add tutor' }));

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
    const { requests } = mockFetch({});
    renderNewTutor();
    await fillValidTutor(user);
    await user.type(passwordInput(/^Verify password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Add tutor' }));
    await waitFor(() =>
      expect(passwordInput(/^Verify password/)).toHaveAccessibleDescription(
        expect.stringContaining('Passwords do not match'),
      ),
    );
    expect(requests).toHaveLength(0);
  });

  it('shows the messages in Spanish', async () => {
    const user = setupUser();
    mockFetch({});
    await i18n.changeLanguage('es');
    renderNewTutor();
    await user.click(screen.getByRole('button', { name: 'Añadir tutor' }));
    await waitFor(() =>
      expect(textbox('Nombre')).toHaveAccessibleDescription('El nombre es obligatorio'),
    );
    expect(textbox('Correo electrónico')).toHaveAccessibleDescription(
      'El correo electrónico es obligatorio',
    );
  });

  it('shows a taken username under the username field', async () => {
    const user = setupUser();
    mockFetch({ 'POST /signup/tutor': usernameTakenReply });
    renderNewTutor();
    await fillValidTutor(user);
    await user.click(screen.getByRole('button', { name: 'Add tutor' }));

    await waitFor(() =>
      expect(textbox('Username')).toHaveAccessibleDescription('Username is already in use'),
    );
    expect(screen.getAllByText('Username is already in use')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure without fields above the form', async () => {
    const user = setupUser();
    mockFetch({
      'POST /signup/tutor': { status: 403, body: { error: 'forbidden', message: 'Access denied' } },
    });
    renderNewTutor();
    await fillValidTutor(user);
    await user.click(screen.getByRole('button', { name: 'Add tutor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
  });

  it('registers the tutor, says so and goes back to the tutors', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'POST /signup/tutor': {
        status: 201,
        body: tutor({ id: 22, firstname: 'Luis', lastname: 'Romero', username: 'luis.romero' }),
      },
    });
    renderNewTutor();
    await fillValidTutor(user);
    await user.click(screen.getByRole('radio', { name: 'Cat' }));
    await user.click(screen.getByRole('button', { name: 'Add tutor' }));

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/tutors');
    expect(screen.getByText('Tutor added')).toBeVisible();
    expect(
      screen.getByText('Luis Romero can now sign in as a tutor of your account.'),
    ).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.body).toEqual({
      firstname: 'Luis',
      lastname: 'Romero',
      email: 'luis@example.com',
      username: 'luis.romero',
      password: 'secret1',
      verify_password: 'secret1',
      name_of_the_school: 'Oak School',
      language: 'en',
      avatar: 'cat',
    });
  });
});
