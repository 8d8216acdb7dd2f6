import type { UpdateStudent, User } from '@aula/shared';
import { studentEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { STUDENTS_KEY } from './get-students';

/** PUT /students/{id}: 200 with the user; 400/409 with `fields` (username taken). */
export function updateStudent(studentId: number, payload: UpdateStudent): Promise<User> {
  return callEndpoint(studentEndpoints.update, { params: { id: studentId }, body: payload });
}

export function useUpdateStudent(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateStudent) => updateStudent(studentId, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENTS_KEY }),
  });
}
