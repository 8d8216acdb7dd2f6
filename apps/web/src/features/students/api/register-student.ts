import type { SignupStudent, User } from '@aula/shared';
import { signupEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { STUDENTS_KEY } from './get-students';

/**
 * POST /signup/student without `tutor_id`: the signed-in tutor looks after the new student.
 * 201 with the created user; 400/409 with `fields`.
 */
export function registerStudent(payload: SignupStudent): Promise<User> {
  return callEndpoint(signupEndpoints.student, { body: payload });
}

export function useRegisterStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENTS_KEY }),
  });
}
