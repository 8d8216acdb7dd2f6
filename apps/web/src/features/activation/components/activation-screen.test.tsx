import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { activationStatus } from '../../../test/activation-status';
import type { MockReply, RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { ActivationScreen } from './activation-screen';
import { setupUser } from '../../../test/user';

type Handler = MockReply | ((request: RecordedRequest) => MockReply);

function renderActivation(handlers: Record<string, Handler> = {}) {
  const mock = mockFetch({
    'POST /tpm_is_activated': { body: activationStatus() },
    ...handlers,
  });
  renderScreen(<ActivationScreen />, { user: currentUser('tutor'), path: '/activation' });
  return mock;
}

const posts = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.url.pathname === path);

describe('activation screen', () => {
  it('shows the days left and what is locked when the trial ends', async () => {
    renderActivation();
    expect(await screen.findByText('Trial: 123 days left')).toBeVisible();
    expect(screen.getByText(/When it ends, after 180 days, students cannot sign in/)).toBeVisible();
    expect(screen.getByText(/Still usable: tutors and installers keep everything/)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Activate online' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('asks for the license and box numbers before sending anything online', async () => {
    const user = setupUser();
    const { requests } = renderActivation();
    await user.click(await screen.findByRole('button', { name: 'Activate online' }));
    expect(await screen.findByText('License number is required')).toBeVisible();
    expect(screen.getByText('Box number is required')).toBeVisible();
    expect(posts(requests, '/activation')).toHaveLength(0);
  });

  it('shows the server’s refusal above the form and changes nothing', async () => {
    const user = setupUser();
    const { requests } = renderActivation({
      'POST /activation': {
        status: 400,
        body: {
          error: 'license_box_mismatch',
          message: 'Please verify that the box number and the license number are correct',
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'License number' }), 'ABCDE-12345');
    await user.type(screen.getByRole('textbox', { name: 'Box number' }), 'BOX-1');
    await user.click(screen.getByRole('button', { name: 'Activate online' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please verify that the box number and the license number are correct',
    );
    expect(posts(requests, '/activation')[0]?.body).toEqual({
      serial: 'ABCDE-12345',
      box_number: 'BOX-1',
    });
    expect(screen.getByText('Trial: 123 days left')).toBeVisible();
  });

  it('by phone: shows the installation id, requires the key number, and reports a wrong one', async () => {
    const user = setupUser();
    const { requests } = renderActivation({
      'POST /activation/phone': {
        status: 400,
        body: {
          error: 'key_number_invalid',
          message: 'The key number is not valid',
          fields: { key_number: 'The key number is not valid' },
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Activate by phone' }));
    expect(screen.getByTestId('installation-id')).toHaveTextContent('ABCD-EFGH-JKMN-PQRS');
    expect(screen.getByRole('button', { name: 'Copy the installation id' })).toBeVisible();
    expect(screen.getByText(/9 am to 6 pm Pacific, Monday to Friday/)).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'License number' }), 'ABCDE-12345');
    await user.type(screen.getByRole('textbox', { name: 'Box number' }), 'BOX-1');
    await user.click(screen.getByRole('button', { name: 'Activate by phone' }));
    expect(await screen.findByText('Key Number is required')).toBeVisible();
    expect(posts(requests, '/activation/phone')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Key number' }), 'WRONG-12345');
    await user.click(screen.getByRole('button', { name: 'Activate by phone' }));
    const key = screen.getByRole('textbox', { name: 'Key number' });
    expect(
      await within(key.closest('.mantine-InputWrapper-root') as HTMLElement).findByText(
        'The key number is not valid',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when Aula is activated, and offers no form any more', async () => {
    const user = setupUser();
    renderActivation({
      'POST /activation/phone': {
        body: activationStatus({
          activated: true,
          status: 'activated',
          activated_at: '2026-11-27T10:00:00.000Z',
          activation_method: 'phone',
          box_number: 'BOX-1',
          seats: 4,
        }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Activate by phone' }));
    await user.type(screen.getByRole('textbox', { name: 'License number' }), 'ABCDE-12345');
    await user.type(screen.getByRole('textbox', { name: 'Box number' }), 'BOX-1');
    await user.type(screen.getByRole('textbox', { name: 'Key number' }), 'KEY-12345');
    await user.click(screen.getByRole('button', { name: 'Activate by phone' }));
    expect(await screen.findByText('Aula is activated. Thank you!')).toBeVisible();
    expect(screen.getByText('Aula is activated')).toBeVisible();
    expect(screen.getByText(/Activated by phone on November 27, 2026, box BOX-1/)).toBeVisible();
    expect(screen.getByText('Nothing is locked: everyone can use all of Aula.')).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('warns plainly when the installation trusts test keys', async () => {
    renderActivation({
      'POST /tpm_is_activated': { body: activationStatus({ test_keys: true }) },
    });
    expect(await screen.findByText('Test keys: activations are not valid for sale.')).toBeVisible();
    // It stands beside the forms: whoever activates here reads it first.
    expect(screen.getByRole('tab', { name: 'Activate online' })).toBeVisible();
  });

  it('warns about test keys in Spanish too', async () => {
    await i18n.changeLanguage('es');
    renderActivation({
      'POST /tpm_is_activated': { body: activationStatus({ test_keys: true }) },
    });
    expect(
      await screen.findByText('Claves de prueba: las activaciones no son válidas para la venta.'),
    ).toBeVisible();
  });

  it('says nothing of test keys with the vendor key', async () => {
    renderActivation();
    expect(await screen.findByText('Trial: 123 days left')).toBeVisible();
    expect(screen.queryByText(/Test keys/)).toBeNull();
  });

  it('tells a tutor what the end of the trial means', async () => {
    renderActivation({
      'POST /tpm_is_activated': {
        body: activationStatus({
          status: 'trial_expired',
          trial: { ...activationStatus().trial, days_left: 0 },
        }),
      },
    });
    expect(
      await screen.findByText(
        'The trial has ended — activate Aula so your students can study again; nothing has been deleted.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/Locked now: students cannot sign in/)).toBeVisible();
  });
});
