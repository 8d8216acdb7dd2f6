import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { setupUser } from '../../../test/user';

describe('password recovery, step 1', () => {
  it('needs the username and the email', async () => {
    const user = setupUser();
    const { requests } = mockFetch({});
    renderApp('/reset-password');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Username is required',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email is required',
    );
    expect(requests).toHaveLength(0);
  });

  it("shows the server's answer when the link was sent", async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'POST /password-resets': {
        status: 202,
        body: { message: 'We sent a link to reset your password to your email.' },
      },
    });
    renderApp('/reset-password');
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ana');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a link to reset your password to your email.',
    );
    expect(requests[0]?.body).toEqual({ username: 'ana', email: 'ana@example.com' });
  });

  it("shows the server's message when username and email do not match", async () => {
    const user = setupUser();
    const message = 'Please verify your username and email: they do not match our records.';
    mockFetch({
      'POST /password-resets': { status: 400, body: { error: 'recovery_failed', message } },
    });
    renderApp('/reset-password');
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ana');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('password recovery, step 2 (from the emailed link)', () => {
  it('checks the two passwords', async () => {
    const user = setupUser();
    mockFetch({});
    renderApp('/reset-password?token=abc');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await user.type(screen.getByLabelText(/^New password/), '123');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'Password must have at least 6 characters',
    );
    expect(screen.getByLabelText(/^Verify password/)).toHaveAccessibleDescription(
      'Verify password is required',
    );
  });

  it('refuses a password that is easy to guess, in the chosen language', async () => {
    const user = setupUser();
    const { requests } = mockFetch({});
    await i18n.changeLanguage('es');
    renderApp('/reset-password?token=abc');
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByLabelText(/^Contraseña nueva/), '123456');
    await user.type(screen.getByLabelText(/^Confirmar/), '123456');
    await user.click(screen.getByRole('button', { name: /^Guardar/ }));
    expect(screen.getByLabelText(/^Contraseña nueva/)).toHaveAccessibleDescription(
      'La contraseña es demasiado fácil de adivinar; elige otra.',
    );
    expect(requests).toHaveLength(0);
  });

  it('saves the new password and then links to sign-in', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'POST /password-resets/confirm': {
        body: { message: 'Your password was changed. You can sign in now.' },
      },
    });
    renderApp('/reset-password?token=abc');
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByLabelText(/^New password/), 'secret1');
    await user.type(screen.getByLabelText(/^Verify password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password was changed. You can sign in now.',
    );
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(requests[0]?.body).toEqual({
      token: 'abc',
      password: 'secret1',
      verify_password: 'secret1',
    });
  });

  it("shows the server's message for a used or expired link", async () => {
    const user = setupUser();
    const message = 'This reset link is invalid or has expired. Please ask for a new one.';
    mockFetch({
      'POST /password-resets/confirm': {
        status: 400,
        body: { error: 'reset_token_invalid', message },
      },
    });
    renderApp('/reset-password?token=old');
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByLabelText(/^New password/), 'secret1');
    await user.type(screen.getByLabelText(/^Verify password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
