import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activationStatus } from '../../../test/activation-status';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { TrialBanner } from './trial-banner';

function renderBanner(status: ReturnType<typeof activationStatus>, path = '/students') {
  const { requests } = mockFetch({ 'POST /tpm_is_activated': { body: status } });
  renderScreen(<TrialBanner />, { user: currentUser('tutor'), path });
  return requests;
}

describe('trial banner', () => {
  it('shows the days left with a link to activate', async () => {
    renderBanner(activationStatus());
    const banner = await screen.findByTestId('trial-banner');
    expect(banner).toHaveTextContent(/^Trial: 123 days left\s*·\s*Activate$/);
    expect(screen.getByRole('link', { name: 'Activate' })).toHaveAttribute('href', '/activation');
  });

  it('tells the tutor when the trial has ended, and that nothing was deleted', async () => {
    renderBanner(
      activationStatus({
        status: 'trial_expired',
        trial: { ...activationStatus().trial, days_left: 0 },
      }),
    );
    expect(await screen.findByTestId('trial-banner')).toHaveTextContent(
      'The trial has ended — activate Aula so your students can study again; nothing has been deleted.',
    );
  });

  it('is not shown once Aula is activated', async () => {
    const requests = renderBanner(activationStatus({ activated: true, status: 'activated' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    // Give the answer a moment to render, then check that nothing did.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('trial-banner')).toBeNull();
  });
});
