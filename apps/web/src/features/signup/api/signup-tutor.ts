import type { SignupTutor, User } from '@aula/shared';
import { signupEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { tutorsQueryOptions } from '../../../lib/tutors-query';

/** POST /signup/tutor: 201 with the created user; 400/409 with `fields`. */
export function signupTutor(payload: SignupTutor): Promise<User> {
  return callEndpoint(signupEndpoints.tutor, { body: payload });
}

export function useSignupTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signupTutor,
    // The student form offers the new tutor at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tutorsQueryOptions.queryKey }),
  });
}
