import type { ActivationStatus, WebTrialRegistration } from '@aula/shared';
import { licensingEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activationStatusQueryKey } from '../../../lib/activation-status-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * PUT /web_trial_registration `{email, confirm_email}`: 200 with the status (now showing the
 * registered email); 400 with `fields` for an invalid email or two that do not match.
 */
export function registerWebTrial(registration: WebTrialRegistration): Promise<ActivationStatus> {
  return callEndpoint(licensingEndpoints.registerWebTrial, { body: registration });
}

export function useRegisterWebTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerWebTrial,
    onSuccess: (status) => queryClient.setQueryData(activationStatusQueryKey, status),
  });
}
