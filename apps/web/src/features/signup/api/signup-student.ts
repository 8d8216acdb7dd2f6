import type { SignupStudent, User } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { mainClient } from '../../../lib/api-client';

/** POST /signup/student: 201 with the created user; 400/409 with `fields`. */
export function signupStudent(payload: SignupStudent): Promise<User> {
  return mainClient.post<User>('/signup/student', payload);
}

export function useSignupStudent() {
  return useMutation({ mutationFn: signupStudent });
}
