import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { withChunkTimeout } from '../lib/lazy-screen';
import { subscribeToSession } from '../lib/session';
import type { RouterHost } from './router-host';
import { ScreenErrorBoundary } from './screen-error-boundary';
import type * as SignedInAppExports from './signed-in-app';

const VisitorApp = lazy(() =>
  withChunkTimeout(import('./visitor-app')).then((module) => ({ default: module.VisitorApp })),
);

export type SignedInAppModule = typeof SignedInAppExports;

/** The signed-in app's chunk; a ChunkLoadError when it cannot be fetched. */
export const loadSignedInApp = () => withChunkTimeout(import('./signed-in-app'));

/** What the page shows: the visitor's screens, or the signed-in app with its router. */
export type AppState =
  { signedIn: false } | { signedIn: true; app: SignedInAppModule; host: RouterHost };

/**
 * Switches between the visitor's screens and the signed-in app: on sign-in, and back to /login
 * when the session ends (logout, a token the server no longer accepts, a user that cannot be
 * loaded).
 */
export function AppRoot({ start }: { start: AppState }) {
  const [state, setState] = useState<AppState>(start);
  const shownHost = useRef<RouterHost | null>(null);

  useEffect(() => {
    if (!state.signedIn) return;
    const { host } = state;
    shownHost.current = host;
    const unsubscribe = subscribeToSession((session) => {
      if (session.token !== null) return;
      window.history.replaceState(null, '', '/login');
      setState({ signedIn: false });
    });
    return () => {
      unsubscribe();
      shownHost.current = null;
      // A router no longer shown stops listening to the history. StrictMode runs this effect
      // twice on mount: a host shown again at once is kept.
      queueMicrotask(() => {
        if (shownHost.current !== host) host.dispose();
      });
    };
  }, [state]);

  const enterSignedInApp = useCallback(async () => {
    const app = await loadSignedInApp();
    const host = await app.startAfterSignIn();
    setState({ signedIn: true, app, host });
  }, []);

  if (state.signedIn) return <state.app.SignedInApp host={state.host} />;
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<FullPageLoader />}>
        <VisitorApp onSignedIn={enterSignedInApp} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
