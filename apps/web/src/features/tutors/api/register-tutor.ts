import type { SignupTutor, User } from '@aula/shared';
import { signupEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { tutorsQueryOptions } from '../../../lib/tutors-query';

/**
 * POST /signup/tutor: a tutor adds another tutor to their own account. 201 with the new user;
 * 400/409 with `fields` (409: the username is taken).
 */
export function registerTutor(payload: SignupTutor): Promise<User> {
  return callEndpoint(signupEndpoints.tutor, { body: payload });
}

export function useRegisterTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerTutor,
    // The list of the account's tutors shows the new one at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tutorsQueryOptions.queryKey }),
  });
}
