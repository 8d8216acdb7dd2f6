import type { PasswordInputProps } from '@mantine/core';
import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A password input whose show/hide button speaks the user's language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }} {...props} />
  );
}
