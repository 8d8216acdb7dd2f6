import type { WorksheetQuery } from '@aula/shared';
import { pathInService, worksheetEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, mainClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import { currentLanguage } from '../../../lib/i18n';
import { worksheetSettingsQueryKey } from '../../../lib/worksheet-settings-query';

export interface WorksheetRequest {
  kind: 'worksheet' | 'answer-key';
  gradeId: number;
  subjectId: number;
  seed: number;
  count: number;
  /** The file's name, e.g. aula-worksheet-grade-3-math.pdf. */
  fileName: string;
}

/**
 * GET /worksheets/{grade_id}/{subject_id}[/answer-key]?seed=&count=&lang=: the PDF as a Blob.
 */
export async function fetchWorksheetPdf(request: WorksheetRequest): Promise<Blob> {
  const endpoint =
    request.kind === 'answer-key' ? worksheetEndpoints.answerKey : worksheetEndpoints.worksheet;
  const path = pathInService(endpoint, {
    grade_id: request.gradeId,
    subject_id: request.subjectId,
  });
  const query: WorksheetQuery = {
    seed: String(request.seed),
    count: String(request.count),
    lang: currentLanguage(),
  };
  return mainClient.getFile(path, { query, accept: 'application/pdf' });
}

/**
 * Makes the PDF and saves it under its file name. A refusal because the tutor has just turned
 * worksheets off refreshes the switch, so the screen says so instead of offering downloads.
 */
export function useDownloadWorksheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchWorksheetPdf,
    onSuccess: (blob, request) => saveFile(blob, request.fileName),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'worksheets_disabled')
        void queryClient.invalidateQueries({ queryKey: worksheetSettingsQueryKey });
    },
  });
}
