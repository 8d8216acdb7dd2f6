import type { UpdateWorksheetSettings, WorksheetSettings } from '@aula/shared';
import { worksheetEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { worksheetSettingsQueryKey } from '../../../lib/worksheet-settings-query';

/** PUT /users/me/worksheet_settings `{enabled}`: 200 with the saved switch. */
export function updateWorksheetSettings(
  settings: UpdateWorksheetSettings,
): Promise<WorksheetSettings> {
  return callEndpoint(worksheetEndpoints.updateSettings, { body: settings });
}

/** The switch moves at once; a failed save puts it back. */
export function useUpdateWorksheetSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorksheetSettings,
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: worksheetSettingsQueryKey });
      const previous = queryClient.getQueryData<WorksheetSettings>(worksheetSettingsQueryKey);
      queryClient.setQueryData(worksheetSettingsQueryKey, settings);
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(worksheetSettingsQueryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(worksheetSettingsQueryKey, saved),
  });
}
