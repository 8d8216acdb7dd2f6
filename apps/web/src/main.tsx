import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppState } from './app/app-root';
import { AppRoot, loadSignedInApp } from './app/app-root';
import { BootError } from './app/boot-error';
import { ChunkErrorPanel } from './app/error-panels';
import { UiProvider } from './app/ui-provider';
import { FullPageLoader } from './components/ui/full-page-loader';
import { isEarlyCurrentUserPending } from './lib/early-current-user';
import { configureApiClients } from './lib/api-client';
import { registerAppUpdates } from './lib/app-update';
import { initI18n } from './lib/i18n';
import { runtimeConfigLoad } from './lib/runtime-config-load';
import { getSessionState, restoreSession } from './lib/session';

/**
 * A visitor starts on the sign-in screens. A returning user starts in the signed-in app (its
 * chunk already on its way, see early-requests.ts), whose first router is built for their
 * roles when their account arrived early.
 */
async function startingState(): Promise<AppState> {
  if (!getSessionState().token) return { signedIn: false };
  const app = await loadSignedInApp();
  return {
    signedIn: true,
    app,
    host: app.createRouterHost(await app.signedInRoutesFromEarlyUser()),
  };
}

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
      <UiProvider>
        <BootError />
      </UiProvider>,
    );
    return;
  }
  if (isEarlyCurrentUserPending())
    root.render(
      <UiProvider>
        <FullPageLoader />
      </UiProvider>,
    );
  let start: AppState;
  try {
    start = await startingState();
  } catch (error) {
    console.error(error);
    root.render(
      <UiProvider>
        <ChunkErrorPanel />
      </UiProvider>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <UiProvider>
        <AppRoot start={start} />
      </UiProvider>
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
