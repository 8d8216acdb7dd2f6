import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activationStatus } from '../../../test/activation-status';
import type { RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { WebTrialSection } from './web-trial-section';
import { setupUser } from '../../../test/user';

function renderSection() {
  const mock = mockFetch({
    'POST /tpm_is_activated': { body: activationStatus() },
    'PUT /web_trial_registration': (request: RecordedRequest) => ({
      body: activationStatus({
        trial: {
          ...activationStatus().trial,
          registered_email: (request.body as { email: string }).email,
          registered_at: '2026-11-27T10:00:00.000Z',
        },
      }),
    }),
  });
  renderScreen(<WebTrialSection />, { user: currentUser('tutor') });
  return mock;
}

const puts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT');

describe('settings: web trial registration', () => {
  it('shows the days left and asks for a valid email, typed twice the same', async () => {
    const user = setupUser();
    const { requests } = renderSection();
    expect(await screen.findByText('Trial: 123 days left')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Activate Aula' })).toHaveAttribute(
      'href',
      '/activation',
    );

    const email = screen.getByRole('textbox', { name: 'Email' });
    const confirm = screen.getByRole('textbox', { name: 'Confirm email' });
    await user.type(email, 'marta@');
    await user.type(confirm, 'marta@');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();

    await user.clear(email);
    await user.type(email, 'marta@example.com');
    await user.clear(confirm);
    await user.type(confirm, 'marta@example.org');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Emails do not match')).toBeVisible();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(puts(requests)).toHaveLength(0);

    await user.clear(confirm);
    await user.type(confirm, 'marta@example.com');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Registered to marta@example.com on November 27, 2026'),
    ).toBeVisible();
    expect(puts(requests)[0]?.body).toEqual({
      email: 'marta@example.com',
      confirm_email: 'marta@example.com',
    });
    expect(screen.queryByText('Emails do not match')).toBeNull();
  });

  it('empties the form once registered, the cursor still where Enter sent it', async () => {
    const user = setupUser();
    renderSection();
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.type(email, 'marta@example.com');
    await user.type(
      screen.getByRole('textbox', { name: 'Confirm email' }),
      'marta@example.com{Enter}',
    );

    expect(
      await screen.findByText('Registered to marta@example.com on November 27, 2026'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    const confirm = screen.getByRole('textbox', { name: 'Confirm email' });
    expect(confirm).toHaveValue('');
    expect(confirm).toHaveFocus();
  });
});
