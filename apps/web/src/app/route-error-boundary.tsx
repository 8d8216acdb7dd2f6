import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteError } from 'react-router';
import { isApiError } from '../lib/api-client';
import { isChunkLoadError } from '../lib/lazy-screen';
import { reloadPage } from '../lib/notify';
import { ChunkErrorPanel, ErrorPanel, GenericErrorPanel } from './error-panels';

/** What a failed screen shows; `retry` re-runs the route (and re-renders it). */
function RouteErrorContent({ retry }: { retry: () => void }) {
  const error = useRouteError();
  const { t } = useTranslation(['common', 'messages']);

  if (isChunkLoadError(error)) return <ChunkErrorPanel />;
  if (isApiError(error) && error.status === 403) {
    return (
      <ErrorPanel
        icon={<IconLock size={48} />}
        title={t('messages:errors.accessDenied')}
        text={t('errors.accessDeniedText')}
      />
    );
  }
  return <GenericErrorPanel retry={retry} />;
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
