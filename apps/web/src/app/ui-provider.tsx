import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { cssVariablesResolver, theme } from './theme';

/*
 * The list that shows notifications (with its transitions and scroll handling) is fetched after the
 * first render, off the login screen's path (see
 * docs/web-performance.md#lazy-dialogs-popups-and-other-late-pieces). Nothing is lost meanwhile:
 * notify.tsx puts notifications in Mantine's store, and the list shows what is there.
 */
const NotificationsList = lazy(() =>
  import('./notifications-list').then((module) => ({ default: module.NotificationsList })),
);

/**
 * What every screen renders under, signed in or not: texts, theme and notifications. Server
 * data (TanStack Query) is provided by the signed-in app (signed-in-app.tsx), fetched after
 * sign-in.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Suspense fallback={null}>
          <NotificationsList />
        </Suspense>
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
