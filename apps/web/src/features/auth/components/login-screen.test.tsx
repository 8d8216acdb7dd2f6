import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionState } from '../../../lib/session';
import { STORAGE_KEYS } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { setupUser } from '../../../test/user';

const LOGIN_FAILED = 'Please check your username and password. Both are case sensitive.';

describe('sign-in', () => {
  it('asks for both fields before calling the server', async () => {
    const user = setupUser();
    const { requests } = mockFetch({});
    const app = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    // The rules are fetched on first use: the messages follow once they are in.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
        'Username is required',
      ),
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
    expect(requests).toHaveLength(0);

    // The field being corrected drops its message; the other keeps its own.
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'a');
    expect(screen.getByRole('textbox', { name: 'Username' })).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
    app.unmount();
  });

  it("shows the server's message when the credentials are wrong", async () => {
    const user = setupUser();
    mockFetch({
      'POST /auth': { status: 401, body: { error: 'invalid_credentials', message: LOGIN_FAILED } },
    });
    const app = renderApp('/login');
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'ana');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FAILED);
    expect(getSessionState().status).toBe('error');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.location.pathname).toBe('/login');
    app.unmount();
  });

  it('stores the token, loads the user and goes to their home', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'POST /auth': { body: { access_token: 'fresh', token_type: 'Bearer', expires_in: 3600 } },
      'GET /users/me': { body: currentUser('student') },
    });
    const app = renderApp('/login');
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'sofia');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Hello, Sofía!' })).toBeVisible();
    expect(window.location.pathname).toBe('/');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('fresh');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { username: 'sofia', password: 'secret1' },
    });
    const me = requests.find((request) => request.url.pathname === '/users/me');
    expect(me?.headers.Authorization).toBe('Bearer fresh');
    app.unmount();
  });

  it('switches to Spanish before sign-in and remembers it', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'POST /auth': {
        status: 401,
        body: { error: 'invalid_credentials', message: 'Revisa tu nombre de usuario.' },
      },
    });
    const app = renderApp('/login');
    const languages = await screen.findByRole('radiogroup', { name: 'Language' });
    expect(languages).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Español' }));

    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nombre de usuario' })).toBeVisible();
    expect(screen.getByLabelText(/^Contraseña/)).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'Idioma' })).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
    await waitFor(() => expect(document.title).toBe('Iniciar sesión - Aula'));

    await user.type(screen.getByRole('textbox', { name: 'Nombre de usuario' }), 'ana');
    await user.type(screen.getByLabelText(/^Contraseña/), 'x');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await screen.findByText('Revisa tu nombre de usuario.');
    expect(requests[0]?.headers['Accept-Language']).toBe('es');
    app.unmount();
  });

  it('links to password recovery', async () => {
    const user = setupUser();
    mockFetch({});
    const app = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeVisible();
    expect(window.location.pathname).toBe('/reset-password');
    await waitFor(() => expect(document.title).toBe('Reset password - Aula'));

    // The browser's back button returns to sign-in, and the screen's own link goes there too.
    window.history.back();
    expect(await screen.findByRole('heading', { name: 'Welcome to Aula' })).toBeVisible();
    expect(window.location.pathname).toBe('/login');
    window.history.forward();
    await user.click(await screen.findByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Aula' })).toBeVisible();
    expect(window.location.pathname).toBe('/login');
    app.unmount();
  });

  it('sends a visitor from any other path to sign-in', async () => {
    mockFetch({});
    const app = renderApp('/level/grade/3/elementary?x=1');
    expect(await screen.findByRole('heading', { name: 'Welcome to Aula' })).toBeVisible();
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('');
    app.unmount();
  });

  it('stays signed out and says why when the account cannot be loaded after sign-in', async () => {
    const user = setupUser();
    mockFetch({
      'POST /auth': { body: { access_token: 'fresh', token_type: 'Bearer', expires_in: 3600 } },
      'GET /users/me': {
        status: 503,
        body: { error: 'unavailable', message: 'The service is busy. Please try again.' },
      },
    });
    const app = renderApp('/login');
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'sofia');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is busy. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(getSessionState()).toMatchObject({ token: null, user: null });
    expect(window.location.pathname).toBe('/login');
    app.unmount();
  });
});
