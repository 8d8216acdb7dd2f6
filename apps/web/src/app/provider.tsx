import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import 'dayjs/locale/es';
import { AbilityContext, buildAbility } from '../lib/ability';
import { i18n, useLanguage } from '../lib/i18n';
import { queryClient } from '../lib/react-query';
import { useSession } from '../lib/session';
import { cssVariablesResolver, theme } from './theme';

/** The signed-in user's CASL ability, rebuilt when their permissions change. */
function AbilityProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const permissions = user?.permissions;
  const ability = useMemo(() => buildAbility(permissions), [permissions]);
  return <AbilityContext value={ability}>{children}</AbilityContext>;
}

/**
 * Date pickers and calendars in the interface language: month and day names, and weeks that
 * start on Sunday in English and on Monday in Spanish.
 */
function LocalizedDates({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: language === 'es' ? 1 : 0 }}>
      {children}
    </DatesProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {/* Top centre: clear of the header's menus and of the forms' submit buttons. */}
        <Notifications position="top-center" limit={4} />
        <QueryClientProvider client={queryClient}>
          <AbilityProvider>
            <LocalizedDates>{children}</LocalizedDates>
          </AbilityProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
