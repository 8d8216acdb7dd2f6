import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { destroySession, getSessionState } from '../lib/session';
import { onUnauthorized } from '../lib/react-query';
import { listenForAssetLoadErrors } from './asset-load-errors';
import type { RouterHost } from './router-host';
import { GeneratedRoutesContext } from '../lib/routes-context';

/** Renders the host's current router; a rebuilt router mounts fresh. */
export function AppRouter({ host }: { host: RouterHost }) {
  const { router, generation } = useSyncExternalStore(
    host.subscribe,
    host.getSnapshot,
    host.getSnapshot,
  );

  useEffect(() => listenForAssetLoadErrors(), []);

  useEffect(() => {
    // A 401 on any query means the token stopped working (expired, logged out elsewhere).
    onUnauthorized(() => {
      if (getSessionState().token) destroySession();
    });
    return () => onUnauthorized(null);
  }, []);

  return (
    <GeneratedRoutesContext value={router.routes}>
      {/* A screen whose texts are still on their way waits here (announced, not blank). */}
      <Suspense fallback={<FullPageLoader />}>
        <RouterProvider key={generation} router={router} />
      </Suspense>
    </GeneratedRoutesContext>
  );
}
