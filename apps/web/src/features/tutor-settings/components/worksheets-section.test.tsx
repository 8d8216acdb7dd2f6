import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { MockReply, RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { SettingsScreen } from './settings-screen';
import { setupUser } from '../../../test/user';

function renderSettings(
  settings: MockReply | (() => MockReply | Promise<MockReply>),
  put: (request: RecordedRequest) => MockReply = (request) => ({ body: request.body }),
) {
  const mock = mockFetch({
    'GET /students': { body: { items: [], total: 0, page: 1, page_size: 100 } },
    'GET /users/me/email_reports': {
      body: {
        enabled: false,
        address: 'marta@example.com',
        frequency: 'weekly',
        time_zone: 'UTC',
        last_sent_at: null,
      },
    },
    'GET /users/me/worksheet_settings': settings,
    'PUT /users/me/worksheet_settings': put,
  });
  renderScreen(<SettingsScreen />, { user: currentUser('tutor') });
  return mock;
}

const section = () => screen.getByRole('region', { name: 'Worksheets' });
const puts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT');

describe('settings: worksheets', () => {
  it('turns worksheets off at once and says what it means for the students', async () => {
    const user = setupUser();
    const { requests } = renderSettings({ body: { enabled: true } });

    const toggle = await screen.findByRole('switch', { name: 'Students can print worksheets' });
    expect(toggle).toBeChecked();
    expect(screen.getByRole('link', { name: 'Worksheets' })).toHaveAttribute('href', '#worksheets');
    expect(within(section()).getByRole('link', { name: 'Open worksheets' })).toHaveAttribute(
      'href',
      '/worksheets',
    );

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(await screen.findByText('Your students can no longer print worksheets.')).toBeVisible();
    expect(puts(requests).map((request) => request.body)).toEqual([{ enabled: false }]);

    await user.click(toggle);
    expect(await screen.findByText('Your students can print worksheets.')).toBeVisible();
    expect(puts(requests).map((request) => request.body)).toEqual([
      { enabled: false },
      { enabled: true },
    ]);
  });

  it('puts the switch back and says so when saving fails', async () => {
    const user = setupUser();
    renderSettings({ body: { enabled: true } }, () => ({
      status: 500,
      body: { error: 'error', message: 'Oops.. Something Went Wrong' },
    }));
    const toggle = await screen.findByRole('switch', { name: 'Students can print worksheets' });
    await user.click(toggle);
    expect(await screen.findByText('The worksheet setting was not saved')).toBeVisible();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('shows loading, then an error with a way to try again', async () => {
    const user = setupUser();
    let fail = true;
    renderSettings(() =>
      fail
        ? { status: 500, body: { error: 'error', message: 'Oops.. Something Went Wrong' } }
        : { body: { enabled: false } },
    );
    expect(within(section()).getByText('Loading your worksheet settings…')).toBeInTheDocument();
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('Oops.. Something Went Wrong');
    fail = false;
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    await user.click(retry);
    expect(
      await screen.findByRole('switch', { name: 'Students can print worksheets' }),
    ).not.toBeChecked();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderSettings({ body: { enabled: false } });
    expect(
      await screen.findByRole('switch', {
        name: 'Los estudiantes pueden imprimir hojas de trabajo',
      }),
    ).not.toBeChecked();
    expect(screen.getByRole('region', { name: 'Hojas de trabajo' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Abrir hojas de trabajo' })).toBeVisible();
  });
});
