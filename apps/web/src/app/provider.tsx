import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/react-query';
import { cssVariablesResolver, theme } from './theme';

/*
 * The list that shows notifications (with its transitions and scroll handling) is fetched
 * after the first render, off the login screen's path (issue 11). Nothing is lost meanwhile:
 * notify.tsx puts notifications in Mantine's store, and the list shows what is there.
 */
const NotificationsList = lazy(() =>
  import('./notifications-list').then((module) => ({ default: module.NotificationsList })),
);

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Suspense fallback={null}>
          <NotificationsList />
        </Suspense>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
