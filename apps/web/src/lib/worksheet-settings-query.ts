import type { WorksheetSettings } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainClient } from './api-client';

/**
 * GET /users/me/worksheet_settings: whether worksheets are on (a student reads their tutor's
 * switch). The worksheets screen and the tutor's settings read this one query.
 */
export function fetchWorksheetSettings(signal?: AbortSignal): Promise<WorksheetSettings> {
  return mainClient.get<WorksheetSettings>('/users/me/worksheet_settings', { signal });
}

export const worksheetSettingsQueryKey = ['worksheets', 'settings'] as const;

export function worksheetSettingsQueryOptions() {
  return queryOptions({
    queryKey: worksheetSettingsQueryKey,
    queryFn: ({ signal }) => fetchWorksheetSettings(signal),
  });
}

export function useWorksheetSettings() {
  return useQuery(worksheetSettingsQueryOptions());
}
