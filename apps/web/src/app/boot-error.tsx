import { Button, Center, Paper } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagePanel } from '../components/ui/message-panel';
import { reloadPage } from '../lib/notify';

/** /config.json could not be read: nothing can be asked of the services. */
export function BootError() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder radius="lg" px="xl" maw={480}>
        <MessagePanel
          icon={<IconPlugConnectedX size={48} />}
          title={t('errors.configTitle')}
          color="red"
          role="alert"
          action={<Button onClick={reloadPage}>{t('errors.reload')}</Button>}
        >
          {t('errors.configText')}
        </MessagePanel>
      </Paper>
    </Center>
  );
}
