import { Button, Center, Paper } from '@mantine/core';
import { IconCloudOff, IconMoodSad } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePanel } from '../components/ui/message-panel';
import { reloadPage } from '../lib/notify';

interface ErrorPanelProps {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}

/** A failed screen's message, announced, in a card where the screen would be. */
export function ErrorPanel({ icon, title, text, action }: ErrorPanelProps) {
  return (
    <Center py="xl">
      <Paper withBorder radius="lg" px="xl" maw={480} w="100%">
        <MessagePanel icon={icon} title={title} color="red" role="alert" action={action}>
          {text}
        </MessagePanel>
      </Paper>
    </Center>
  );
}

/** The screen's code could not be fetched: only a reload (with the network back) helps. */
export function ChunkErrorPanel() {
  const { t } = useTranslation();
  return (
    <ErrorPanel
      icon={<IconCloudOff size={48} />}
      title={t('errors.chunkTitle')}
      text={t('errors.chunkText')}
      action={<Button onClick={reloadPage}>{t('errors.reload')}</Button>}
    />
  );
}

/** Anything else that failed: `retry` runs the screen again. */
export function GenericErrorPanel({ retry }: { retry: () => void }) {
  const { t } = useTranslation(['common', 'messages']);
  return (
    <ErrorPanel
      icon={<IconMoodSad size={48} />}
      title={t('messages:errors.generic')}
      text={t('errors.genericText')}
      action={<Button onClick={retry}>{t('errors.retry')}</Button>}
    />
  );
}
