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
import { createRouterHost } from './app/router-host';
import { configureApiClients } from './lib/api-client';
import { registerAppUpdates } from './lib/app-update';
import { initI18n } from './lib/i18n';
import { runtimeConfigRequest } from './early-requests';
import { loadRuntimeConfig } from './lib/runtime-config';
import { restoreSession } from './lib/session';

async function boot() {
  // The texts of the frame load beside the runtime config, so no screen shows raw keys.
  const textsLoaded = initI18n();
  restoreSession();
  const root = createRoot(document.getElementById('root')!);
  try {
    const [config] = await Promise.all([loadRuntimeConfig(runtimeConfigRequest), textsLoaded]);
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
  const host = createRouterHost();
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
