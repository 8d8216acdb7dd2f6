import { mediaSettingsSchema, updateMediaSettingsSchema } from '../schemas/media-settings';
import { defineEndpoint } from './endpoint';

/** The tutor's intro video, lesson audio and question auto-read switches. */
export const mediaSettingsEndpoints = {
  get: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/users/me/media_settings',
    status: 200,
    response: mediaSettingsSchema,
  }),
  update: defineEndpoint({
    service: 'main',
    method: 'PUT',
    path: '/users/me/media_settings',
    body: updateMediaSettingsSchema,
    status: 200,
    response: mediaSettingsSchema,
  }),
};
