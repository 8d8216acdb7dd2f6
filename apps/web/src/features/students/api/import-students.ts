import type { StudentImportReport, StudentImportRequest } from '@aula/shared';
import { studentEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { STUDENTS_KEY } from './get-students';

/**
 * POST /students/import `{csv, commit}`: with `commit: false` the report of every row (the
 * preview); with `commit: true` the students are created, all or none (400 `import_rejected`).
 * A file the server cannot use at all is a 400 with its message.
 */
export function importStudents(request: StudentImportRequest): Promise<StudentImportReport> {
  return callEndpoint(studentEndpoints.import, { body: request });
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: (csv: string) => importStudents({ csv, commit: false }),
  });
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => importStudents({ csv, commit: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENTS_KEY }),
  });
}
