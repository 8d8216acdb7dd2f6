import { Button, Center, Paper } from '@mantine/core';
import { IconCloudOff, IconLock, IconMoodSad } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteError } from 'react-router';
import { MessagePanel } from '../components/ui/message-panel';
import { isApiError } from '../lib/api-client';
import { isChunkLoadError } from '../lib/lazy-screen';
import { reloadPage } from '../lib/notify';

interface ErrorPanelProps {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}

function ErrorPanel({ icon, title, text, action }: ErrorPanelProps) {
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

/** What a failed screen shows; `retry` re-runs the route (and re-renders it). */
function RouteErrorContent({ retry }: { retry: () => void }) {
  const error = useRouteError();
  const { t } = useTranslation(['common', 'messages']);

  if (isChunkLoadError(error)) {
    return (
      <ErrorPanel
        icon={<IconCloudOff size={48} />}
        title={t('errors.chunkTitle')}
        text={t('errors.chunkText')}
        action={<Button onClick={reloadPage}>{t('errors.reload')}</Button>}
      />
    );
  }
  if (isApiError(error) && error.status === 403) {
    return (
      <ErrorPanel
        icon={<IconLock size={48} />}
        title={t('messages:errors.accessDenied')}
        text={t('errors.accessDeniedText')}
      />
    );
  }
  return (
    <ErrorPanel
      icon={<IconMoodSad size={48} />}
      title={t('messages:errors.generic')}
      text={t('errors.genericText')}
      action={<Button onClick={retry}>{t('errors.retry')}</Button>}
    />
  );
}

/** The error boundary of each layout: the shell stays, the screen area shows the error. */
export function RouteErrorBoundary() {
  const revalidator = useRevalidator();
  return <RouteErrorContent retry={() => void revalidator.revalidate()} />;
}

/** Last resort, above every layout. */
export function RootErrorScreen() {
  return <RouteErrorContent retry={reloadPage} />;
}
