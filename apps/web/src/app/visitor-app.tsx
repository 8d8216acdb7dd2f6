import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { namespacesOfKeys } from '../lib/i18n';
import { LoginScreen } from '../features/auth/components/login-screen';
import { withChunkTimeout } from '../lib/lazy-screen';
import type { PublicNavigation } from '../lib/public-navigation';
import { PublicNavigationContext } from '../lib/public-navigation';
import { navigateVisitor, useVisitorLocation } from '../lib/visitor-location';
import type { I18nKey } from '../locales/resources';
import { normalizePath } from './guards';
import { usePageTitle } from './page-title';
import { PublicFrame } from './layouts/public-frame';
import { ScreenErrorBoundary } from './screen-error-boundary';

const ResetPasswordScreen = lazy(() =>
  withChunkTimeout(import('../features/auth/components/reset-password-screen')).then((module) => ({
    default: module.ResetPasswordScreen,
  })),
);

/** Keeps the page title on the screen's, in the user's language. */
function PageTitle({ titleKey }: { titleKey: I18nKey }) {
  const { t } = useTranslation(namespacesOfKeys([titleKey]));
  usePageTitle(t(titleKey));
  return null;
}

/**
 * Before sign-in: a visitor may open only /login and /reset-password; any other path goes to /login
 * (docs/product-rules.md#public-screens). `onSignedIn` opens the signed-in app once the token is
 * stored. A chunk of its own with the login screen in it: a signed-in screen loads none of this.
 */
export function VisitorApp({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { pathname, search } = useVisitorLocation();
  const resetting = normalizePath(pathname) === '/reset-password';
  const atLogin = normalizePath(pathname) === '/login';

  useEffect(() => {
    if (!resetting && !atLogin) navigateVisitor('/login', { replace: true });
  }, [resetting, atLogin]);

  const navigation = useMemo<PublicNavigation>(
    () => ({ search, navigate: navigateVisitor }),
    [search],
  );

  return (
    <PublicNavigationContext value={navigation}>
      {/* The frame shows with its screen, as one piece: nothing moves once it is drawn. */}
      <Suspense fallback={<FullPageLoader />}>
        <PageTitle titleKey={resetting ? 'auth:reset.title' : 'auth:login.title'} />
        <PublicFrame>
          <ScreenErrorBoundary key={resetting ? 'reset' : 'login'}>
            {resetting ? <ResetPasswordScreen /> : <LoginScreen onSignedIn={onSignedIn} />}
          </ScreenErrorBoundary>
        </PublicFrame>
      </Suspense>
    </PublicNavigationContext>
  );
}
