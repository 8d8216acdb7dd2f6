import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentEndpoints } from '@aula/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { STUDENTS_KEY } from './get-students';

/** DELETE /students/{id}: 204; the student and every record of theirs are gone. */
export function deleteStudent(studentId: number): Promise<void> {
  return callEndpoint(studentEndpoints.delete, { params: { id: studentId } });
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENTS_KEY }),
  });
}
