import { LanguageSwitch } from '../../components/ui/language-switch';
import { applyLanguage, useLanguage } from '../../lib/i18n';

/** Before sign-in: the choice is remembered on this device (localStorage `aula.language`). */
export function PublicLanguageSwitch() {
  const language = useLanguage();
  return (
    <LanguageSwitch
      value={language}
      onChange={(language) => void applyLanguage(language)}
      size="sm"
    />
  );
}
