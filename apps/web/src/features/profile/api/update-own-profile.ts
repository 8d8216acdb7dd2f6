import type { CurrentUser, UpdateOwnProfile } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { mainClient } from '../../../lib/api-client';
import { applyLanguage, currentLanguage } from '../../../lib/i18n';
import { setCurrentUser } from '../../../lib/session';

/**
 * PUT /users/me/profile: the signed-in user edits their own profile. 200 with the updated
 * current user; 400 with `fields` (a wrong current password comes under `current_password`).
 */
export function updateOwnProfile(payload: UpdateOwnProfile): Promise<CurrentUser> {
  return mainClient.put<CurrentUser>('/users/me/profile', payload);
}

/**
 * Saves the profile, then the session holds the new user; a new language switches the
 * interface, as the language switch of the header does.
 */
export function useUpdateOwnProfile() {
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: async (user) => {
      if (user.language !== currentLanguage()) await applyLanguage(user.language);
      setCurrentUser(user);
    },
  });
}
