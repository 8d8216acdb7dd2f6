import { LanguageSwitch } from '../../components/ui/language-switch';
import { useUpdateMyLanguage } from '../../lib/update-my-language';
import { useLanguage } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';

/** Signed in: the language is part of the profile, saved with PATCH /users/me. */
export function AccountLanguageSwitch() {
  const language = useLanguage();
  const update = useUpdateMyLanguage();
  return (
    <LanguageSwitch
      value={language}
      onChange={(next) => update.mutate(next, { onError: (error) => notifyError(error.message) })}
    />
  );
}
