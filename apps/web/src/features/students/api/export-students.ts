import { pathInService, studentEndpoints } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { mainClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { StudentListParams } from './get-students';
import { studentListQuery } from './get-students';

export const EXPORT_FILE_NAME = 'students.csv';

/**
 * GET /students/export: the students matching the list's search, in its order, as a CSV file.
 */
export async function exportStudents(
  params: Omit<StudentListParams, 'page' | 'pageSize'>,
): Promise<Blob> {
  const { q, sort, order, day_start } = studentListQuery({ ...params, page: 1, pageSize: 1 });
  return mainClient.getFile(pathInService(studentEndpoints.export), {
    query: { q, sort, order, day_start },
    accept: 'text/csv',
  });
}

/** Downloads the file as students.csv. */
export function useExportStudents() {
  return useMutation({
    mutationFn: exportStudents,
    onSuccess: (blob) => saveFile(blob, EXPORT_FILE_NAME),
  });
}
