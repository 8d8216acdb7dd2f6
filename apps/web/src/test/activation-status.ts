import type { ActivationStatus } from '@aula/shared';

/** An installation's status as POST /tpm_is_activated answers it: in its trial by default. */
export function activationStatus(overrides: Partial<ActivationStatus> = {}): ActivationStatus {
  return {
    activated: false,
    status: 'trial',
    trial: {
      started_at: '2026-06-01T10:00:00.000Z',
      ends_at: '2026-11-28T10:00:00.000Z',
      days_left: 123,
      registered_email: null,
      registered_at: null,
    },
    installation_id: 'ABCDEFGHJKMNPQRS',
    activated_at: null,
    activation_method: null,
    box_number: null,
    seats: null,
    test_keys: false,
    ...overrides,
  };
}
