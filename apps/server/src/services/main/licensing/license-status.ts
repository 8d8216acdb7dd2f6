import type { ActivationStatus } from '@aula/shared';
import type { LicenseState } from '../../../domain/licensing/license-service';

/**
 * The status as the caller may see it: the installation id and the trial's registered
 * email are for those who manage the license (tutors, installers), not for students.
 */
export function statusOf(state: LicenseState, forManager: boolean): ActivationStatus {
  return {
    activated: state.status === 'activated',
    status: state.status,
    trial: {
      started_at: state.trialStartedAt,
      ends_at: state.trialEndsAt,
      days_left: state.daysLeft,
      registered_email: forManager ? (state.registration?.email ?? null) : null,
      registered_at: forManager ? (state.registration?.registered_at ?? null) : null,
    },
    installation_id: forManager ? state.installationId : null,
    activated_at: state.activation?.activatedAt ?? null,
    activation_method: state.activation?.method ?? null,
    box_number: state.activation?.boxNumber ?? null,
    seats: state.activation?.seats ?? null,
    test_keys: state.testKeys,
  };
}
