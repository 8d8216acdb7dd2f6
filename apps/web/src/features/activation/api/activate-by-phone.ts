import type { ActivationStatus, PhoneActivation } from '@aula/shared';
import { licensingEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activationStatusQueryKey } from '../../../lib/activation-status-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * POST /activation/phone `{serial, box_number, key_number}`: checked offline on the server;
 * 400 when the license number or the key number is not valid for this installation.
 */
export function activateByPhone(activation: PhoneActivation): Promise<ActivationStatus> {
  return callEndpoint(licensingEndpoints.activateByPhone, { body: activation });
}

export function useActivateByPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateByPhone,
    onSuccess: (status) => queryClient.setQueryData(activationStatusQueryKey, status),
  });
}
