import { UPDATE_CHECK_INTERVAL_MS } from '@aula/shared';
import { useSyncExternalStore } from 'react';

/**
 * Updates of the web app (docs/product-rules.md#updates): the service worker precaches the built
 * app; once an hour we ask the server whether a new one exists. A new version installs in the
 * background and waits; the header then offers 'New version available! Click to update', and the
 * click lets the waiting version take over and reloads the page onto it.
 */

/** The message Workbox's generated service worker answers by taking over (registerType prompt). */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null) {
  waitingWorker = worker;
  for (const listener of listeners) listener();
}

/** For tests: says a new version is waiting (or not) as the registration would. */
export function reportWaitingWorker(worker: ServiceWorker | null) {
  setWaiting(worker);
}

/** Whether a new version is installed and waiting for the user's click. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waitingWorker !== null,
    () => false,
  );
}

/** Lets the waiting version take over; the page reloads once it controls the page. */
export function applyUpdate() {
  const worker = waitingWorker;
  if (!worker) return;
  navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage(SKIP_WAITING);
}

/** A worker that finished installing while another controls the page is a new version. */
function watchInstalling(registration: ServiceWorkerRegistration) {
  const worker = registration.installing;
  worker?.addEventListener('statechange', () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
  });
}

/**
 * Registers the service worker of a production build and checks for a new version every hour.
 * Development servers and test DOMs (jsdom has no service worker) are left alone.
 */
export async function registerAppUpdates(scriptUrl = '/sw.js') {
  if (!import.meta.env.PROD || typeof navigator === 'undefined') return;
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.register(scriptUrl, { scope: '/' });
    // A version that installed while no page was open is already waiting.
    if (registration.waiting && navigator.serviceWorker.controller) {
      setWaiting(registration.waiting);
    }
    registration.addEventListener('updatefound', () => watchInstalling(registration));
    window.setInterval(() => {
      registration.update().catch(() => {
        // Offline or the server is away: the next check tries again.
      });
    }, UPDATE_CHECK_INTERVAL_MS);
  } catch (error) {
    // Without a service worker the app still works; it just has no offline copy.
    console.warn('The service worker could not be registered', error);
  }
}
