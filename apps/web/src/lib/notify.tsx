import { Button, Stack, Text } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { i18n } from './i18n';

/** Mantine's close button has no name of its own: give it one in the user's language. */
function closeButtonProps() {
  return { 'aria-label': i18n.t('common:close') };
}

export function notifyError(message: string, title?: string) {
  notifications.show({
    color: 'red',
    title,
    message,
    autoClose: 8000,
    closeButtonProps: closeButtonProps(),
  });
}

export function notifySuccess(title: string, message: string) {
  notifications.show({ color: 'green', title, message, closeButtonProps: closeButtonProps() });
}

export function reloadPage() {
  window.location.reload();
}

const RELOAD_NOTICE_ID = 'asset-load-error';

/** A notice that stays until the user reloads (failed chunk or stylesheet); shown once. */
export function notifyReloadNeeded() {
  const { notifications: visible, queue } = notificationsStore.getState();
  const shown = [...visible, ...queue].some((notification) => notification.id === RELOAD_NOTICE_ID);
  if (shown) return;
  notifications.show({
    id: RELOAD_NOTICE_ID,
    color: 'red',
    autoClose: false,
    closeButtonProps: closeButtonProps(),
    title: i18n.t('common:errors.assetTitle'),
    message: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{i18n.t('common:errors.assetText')}</Text>
        <Button size="xs" onClick={reloadPage}>
          {i18n.t('common:errors.reload')}
        </Button>
      </Stack>
    ),
  });
}
