import type { CurrentUser, Language } from '@aula/shared';
import { userEndpoints } from '@aula/shared';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';
import { applyLanguage } from './i18n';
import { setCurrentUser } from './session';

/** PATCH /users/me `{language}`: answers with the updated current user. */
export function updateMyLanguage(language: Language): Promise<CurrentUser> {
  return callEndpoint(userEndpoints.updatePreferences, { body: { language } });
}

/**
 * Switches the interface at once and saves the choice in the profile. When saving fails, the
 * previous language comes back, so the screen never disagrees with the profile.
 */
export function useUpdateMyLanguage() {
  return useMutation({
    mutationFn: updateMyLanguage,
    onMutate: async (language) => {
      const previous = document.documentElement.lang;
      await applyLanguage(language);
      return { previous };
    },
    onSuccess: (user) => setCurrentUser(user),
    onError: async (_error, _language, context) => {
      if (context?.previous === 'en' || context?.previous === 'es') {
        await applyLanguage(context.previous);
      }
    },
  });
}
