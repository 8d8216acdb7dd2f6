import type { ActivationStatus, OnlineActivation } from '@aula/shared';
import { licensingEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activationStatusQueryKey } from '../../../lib/activation-status-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * POST /activation `{serial, box_number}`: the server asks the activation server and answers
 * with the new status; 400 for a license number that is not valid or of another box, 409 when
 * its seats are used, 502/503 when the activation server cannot be reached.
 */
export function activateOnline(activation: OnlineActivation): Promise<ActivationStatus> {
  return callEndpoint(licensingEndpoints.activateOnline, { body: activation });
}

export function useActivateOnline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateOnline,
    onSuccess: (status) => queryClient.setQueryData(activationStatusQueryKey, status),
  });
}
