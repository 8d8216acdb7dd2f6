import type { SignupStudent, User } from '@aula/shared';
import { signupEndpoints } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /signup/student: 201 with the created user; 400/409 with `fields`. */
export function signupStudent(payload: SignupStudent): Promise<User> {
  return callEndpoint(signupEndpoints.student, { body: payload });
}

export function useSignupStudent() {
  return useMutation({ mutationFn: signupStudent });
}
