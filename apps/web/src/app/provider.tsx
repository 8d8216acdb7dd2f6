import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AbilityContext, buildAbility } from '../lib/ability';
import { i18n } from '../lib/i18n';
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

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {/* Top centre: clear of the header's menus and of the forms' submit buttons. */}
        <Notifications position="top-center" limit={4} />
        <QueryClientProvider client={queryClient}>
          <AbilityProvider>{children}</AbilityProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
