import type { MediaSettings } from '@aula/shared';
import { mediaSettingsEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';

/**
 * GET /users/me/media_settings: whether the intro video and lesson audio are on (a student reads
 * their tutor's). The tutor's settings, the welcome and the lesson screen read this one query.
 */
export function fetchMediaSettings(signal?: AbortSignal): Promise<MediaSettings> {
  return callEndpoint(mediaSettingsEndpoints.get, {}, { signal });
}

export const mediaSettingsQueryKey = ['media-settings'] as const;

export function mediaSettingsQueryOptions() {
  return queryOptions({
    queryKey: mediaSettingsQueryKey,
    queryFn: ({ signal }) => fetchMediaSettings(signal),
  });
}

export function useMediaSettings() {
  return useQuery(mediaSettingsQueryOptions());
}
