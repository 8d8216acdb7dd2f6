import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainClient } from '../../../lib/api-client';
import { STUDENTS_KEY } from './get-students';

/** DELETE /students/{id}: 204; the student and every record of theirs are gone. */
export function deleteStudent(studentId: number): Promise<void> {
  return mainClient.delete<void>(`/students/${studentId}`);
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENTS_KEY }),
  });
}
