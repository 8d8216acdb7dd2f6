import type { WorksheetSettings } from '@aula/shared';
import { worksheetEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';

/**
 * GET /users/me/worksheet_settings: whether worksheets are on (a student reads their tutor's
 * switch). The worksheets screen and the tutor's settings read this one query.
 */
export function fetchWorksheetSettings(signal?: AbortSignal): Promise<WorksheetSettings> {
  return callEndpoint(worksheetEndpoints.settings, {}, { signal });
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
