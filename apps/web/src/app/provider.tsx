import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/react-query';
import { UiProvider } from './ui-provider';

/** Everything a signed-in screen renders under: the UI's providers and server data. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </UiProvider>
  );
}
