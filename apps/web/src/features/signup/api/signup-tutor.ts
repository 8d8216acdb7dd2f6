import type { SignupTutor, User } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainClient } from '../../../lib/api-client';
import { tutorsQueryOptions } from '../../../lib/tutors-query';

/** POST /signup/tutor: 201 with the created user; 400/409 with `fields`. */
export function signupTutor(payload: SignupTutor): Promise<User> {
  return mainClient.post<User>('/signup/tutor', payload);
}

export function useSignupTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signupTutor,
    // The student form offers the new tutor at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tutorsQueryOptions.queryKey }),
  });
}
