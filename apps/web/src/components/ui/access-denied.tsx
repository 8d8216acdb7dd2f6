import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagePanel } from './message-panel';

/** Shown in place of an action the user's ability does not allow. */
export function AccessDenied() {
  const { t } = useTranslation(['messages', 'common']);
  return (
    <MessagePanel
      icon={<IconLock size={48} />}
      title={t('errors.accessDenied')}
      color="red"
      role="alert"
    >
      {t('common:errors.accessDeniedText')}
    </MessagePanel>
  );
}
