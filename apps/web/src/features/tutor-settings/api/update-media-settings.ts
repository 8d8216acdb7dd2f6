import type { MediaSettings, UpdateMediaSettings } from '@aula/shared';
import { mediaSettingsEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { mediaSettingsQueryKey } from '../../../lib/media-settings-query';

/** PUT /users/me/media_settings with one switch or both: 200 with both as saved. */
export function updateMediaSettings(changes: UpdateMediaSettings): Promise<MediaSettings> {
  return callEndpoint(mediaSettingsEndpoints.update, { body: changes });
}

/** The switch moves at once; a failed save puts it back. */
export function useUpdateMediaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMediaSettings,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: mediaSettingsQueryKey });
      const previous = queryClient.getQueryData<MediaSettings>(mediaSettingsQueryKey);
      if (previous) queryClient.setQueryData(mediaSettingsQueryKey, { ...previous, ...changes });
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(mediaSettingsQueryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(mediaSettingsQueryKey, saved),
  });
}
