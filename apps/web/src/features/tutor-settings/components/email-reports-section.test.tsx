import type { EmailReportSettings } from '@aula/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { MockReply, RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { SettingsScreen } from './settings-screen';
import { setupUser } from '../../../test/user';

const neverSaved: EmailReportSettings = {
  enabled: false,
  address: 'marta@example.com',
  frequency: 'weekly',
  time_zone: 'UTC',
  last_sent_at: null,
};

const noStudents = { body: { items: [], total: 0, page: 1, page_size: 100 } };

/** The browser says the tutor is in Mexico City. */
function browserInMexicoCity() {
  const { resolvedOptions } = Intl.DateTimeFormat.prototype;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone: 'America/Mexico_City' };
  });
}

function renderSettings(settings: MockReply | ((request: RecordedRequest) => MockReply)) {
  const put = (request: RecordedRequest): MockReply => ({
    body: { ...(request.body as object), last_sent_at: null },
  });
  const mock = mockFetch({
    'GET /students': noStudents,
    'GET /users/me/email_reports': settings,
    'PUT /users/me/email_reports': put,
  });
  renderScreen(<SettingsScreen />, {
    user: currentUser('tutor', { email: 'marta@example.com' }),
  });
  return mock;
}

const section = () => screen.getByRole('region', { name: 'Email reports' });
const puts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT');

describe('settings: email reports', () => {
  it('shows reports off, to the tutor’s email, weekly, until the tutor turns them on', async () => {
    browserInMexicoCity();
    renderSettings({ body: neverSaved });

    const reports = await screen.findByRole('switch', { name: 'Email me reports' });
    expect(reports).not.toBeChecked();
    const address = within(section()).getByRole('textbox', { name: 'Send them to' });
    expect(address).toHaveValue('marta@example.com');
    expect(address).toBeDisabled();
    expect(
      screen.getByRole('radio', { name: 'Weekly, on Mondays, about the week before' }),
    ).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Daily, about the day before' })).toBeDisabled();
    expect(
      within(section()).getByText(
        'Days and weeks are counted in your time zone: America/Mexico_City.',
      ),
    ).toBeVisible();
    expect(within(section()).queryByText(/Last sent/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Email reports' })).toHaveAttribute(
      'href',
      '#email-reports',
    );
  });

  it('saves reports on, daily, with the browser’s time zone', async () => {
    const user = setupUser();
    browserInMexicoCity();
    const { requests } = renderSettings({ body: neverSaved });

    await user.click(await screen.findByRole('switch', { name: 'Email me reports' }));
    const address = within(section()).getByRole('textbox', { name: 'Send them to' });
    expect(address).toBeEnabled();
    await user.clear(address);
    await user.type(address, 'reports@example.com');
    await user.click(screen.getByRole('radio', { name: 'Daily, about the day before' }));
    await user.click(within(section()).getByRole('button', { name: 'Save' }));

    expect(await within(section()).findByText('Saved')).toBeVisible();
    expect(puts(requests).map((request) => request.body)).toEqual([
      {
        enabled: true,
        address: 'reports@example.com',
        frequency: 'daily',
        time_zone: 'America/Mexico_City',
      },
    ]);
    // A change after saving is not saved yet.
    await user.click(
      screen.getByRole('radio', { name: 'Weekly, on Mondays, about the week before' }),
    );
    expect(within(section()).queryByText('Saved')).toBeNull();
  });

  it('asks for an address before saving reports on, and shows the server’s field errors', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /students': noStudents,
      'GET /users/me/email_reports': { body: { ...neverSaved, enabled: true } },
      'PUT /users/me/email_reports': {
        status: 400,
        body: {
          error: 'validation',
          message: 'Invalid email format',
          fields: { address: 'Invalid email format' },
        },
      },
    });
    renderScreen(<SettingsScreen />, { user: currentUser('tutor') });

    const address = await screen.findByRole('textbox', { name: 'Send them to' });
    await user.clear(address);
    await user.click(within(section()).getByRole('button', { name: 'Save' }));
    // The rules are fetched on first use: the message follows once they are in.
    await waitFor(() => expect(address).toHaveAccessibleDescription('Email is required'));
    expect(puts(requests)).toHaveLength(0);

    await user.type(address, 'someone@example.com');
    await user.click(within(section()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(address).toHaveAccessibleDescription('Invalid email format'));
    expect(puts(requests)).toHaveLength(1);
    // Said once, under the field, not again above the form.
    expect(within(section()).queryByRole('alert')).toBeNull();
  });

  it('tells when the last report went out', async () => {
    renderSettings({
      body: { ...neverSaved, enabled: true, last_sent_at: '2026-11-23T11:30:00.000Z' },
    });
    const expected = new Intl.DateTimeFormat('en', {
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date('2026-11-23T11:30:00.000Z'));
    expect(await within(section()).findByText(`Last sent ${expected}`)).toBeVisible();
    expect(expected).toContain('November 23, 2026');
  });

  it('shows loading, then an error with a way to try again', async () => {
    const user = setupUser();
    let fail = true;
    renderSettings(() =>
      fail
        ? { status: 500, body: { error: 'internal', message: 'Oops.. Something Went Wrong' } }
        : { body: neverSaved },
    );

    // The section's code arrives just after the screen's; then it loads its settings.
    expect(await screen.findByText('Loading your email report settings…')).toBeInTheDocument();
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('Oops.. Something Went Wrong');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Email me reports' })).toBeVisible();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderSettings({ body: { ...neverSaved, enabled: true } });
    expect(
      await screen.findByRole('switch', { name: 'Enviarme informes por correo' }),
    ).toBeChecked();
    const region = screen.getByRole('region', { name: 'Informes por correo' });
    expect(within(region).getByRole('textbox', { name: 'Enviarlos a' })).toHaveValue(
      'marta@example.com',
    );
    expect(
      within(region).getByRole('radio', { name: 'Semanal, los lunes, sobre la semana anterior' }),
    ).toBeChecked();
    expect(within(region).getByRole('button', { name: 'Guardar' })).toBeVisible();
  });
});
