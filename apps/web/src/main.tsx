import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/app-router';
import { BootError } from './app/boot-error';
import { createRouterHost, signedInRoutesFromEarlyUser } from './app/router-host';
import { FullPageLoader } from './components/ui/full-page-loader';
import { isEarlyCurrentUserPending } from './lib/early-current-user';
import { configureApiClients } from './lib/api-client';
import { registerAppUpdates } from './lib/app-update';
import { initI18n } from './lib/i18n';
import { runtimeConfigLoad } from './early-requests';
import { restoreSession } from './lib/session';

async function boot() {
  // The texts of the frame load beside the runtime config, so no screen shows raw keys.
  const textsLoaded = initI18n();
  restoreSession();
  const root = createRoot(document.getElementById('root')!);
  try {
    const [config] = await Promise.all([runtimeConfigLoad, textsLoaded]);
    configureApiClients(config);
  } catch (error) {
    await textsLoaded;
    console.error(error);
    root.render(
      <AppProvider>
        <BootError />
      </AppProvider>,
    );
    return;
  }
  // A returning user's first screen waits for their account (already on its way, see
  // early-requests.ts), so the router is built once, for their roles.
  if (isEarlyCurrentUserPending())
    root.render(
      <AppProvider>
        <FullPageLoader />
      </AppProvider>,
    );
  const host = createRouterHost(await signedInRoutesFromEarlyUser());
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter host={host} />
      </AppProvider>
    </StrictMode>,
  );
}

function pageLoaded() {
  // This module is loaded by early-requests.ts: the page may have finished loading already.
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
}

// After the first render's requests: installing the worker downloads the whole app once.
void Promise.all([boot(), pageLoaded()]).then(() => registerAppUpdates());
