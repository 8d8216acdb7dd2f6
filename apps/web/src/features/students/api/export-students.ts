import { useMutation } from '@tanstack/react-query';
import { ApiError, mainClient } from '../../../lib/api-client';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { readToken } from '../../../lib/storage';
import { saveFile } from '../../../lib/download';
import type { StudentListParams } from './get-students';
import { studentListQuery } from './get-students';

export const EXPORT_FILE_NAME = 'students.csv';

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    if (typeof body.message === 'string') {
      return new ApiError(response.status, {
        error: typeof body.error === 'string' ? body.error : 'error',
        message: body.message,
      });
    }
  } catch {
    // Not a JSON error body: the generic message below says it.
  }
  return new ApiError(response.status, {
    error: 'error',
    message: i18n.t('messages:errors.generic'),
  });
}

/**
 * GET /students/export: the students matching the list's search, in its order, as a CSV file.
 * The API client reads JSON only, so this request is made by hand with the same headers.
 */
export async function exportStudents(
  params: Omit<StudentListParams, 'page' | 'pageSize'>,
): Promise<Blob> {
  const { q, sort, order, day_start } = studentListQuery({ ...params, page: 1, pageSize: 1 });
  const headers: Record<string, string> = {
    Accept: 'text/csv',
    'Accept-Language': currentLanguage(),
  };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(mainClient.url('/students/export', { q, sort, order, day_start }), {
      method: 'GET',
      headers,
    });
  } catch {
    throw new ApiError(0, { error: 'network', message: i18n.t('messages:errors.generic') });
  }
  if (!response.ok) throw await errorOf(response);
  return response.blob();
}

/** Downloads the file as students.csv. */
export function useExportStudents() {
  return useMutation({
    mutationFn: exportStudents,
    onSuccess: (blob) => saveFile(blob, EXPORT_FILE_NAME),
  });
}
