import type { OwnProfile, UpdateOwnProfile } from '@aula/shared';
import { userEndpoints } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { applyLanguage, currentLanguage } from '../../../lib/i18n';
import { setCurrentUser, signInSucceeded } from '../../../lib/session';

/**
 * PUT /users/me/profile: the signed-in user edits their own profile. 200 with the updated
 * current user; 400 with `fields` (a wrong current password comes under `current_password`).
 */
export function updateOwnProfile(payload: UpdateOwnProfile): Promise<OwnProfile> {
  return callEndpoint(userEndpoints.updateProfile, { body: payload });
}

/**
 * Saves the profile, then the session holds the new user; a new language switches the
 * interface, as the language switch of the header does.
 */
export function useUpdateOwnProfile() {
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: async ({ access_token, ...user }) => {
      // A new password signed every other device out; this one keeps going with a new token.
      if (access_token) signInSucceeded(access_token);
      if (user.language !== currentLanguage()) await applyLanguage(user.language);
      setCurrentUser(user);
    },
  });
}
