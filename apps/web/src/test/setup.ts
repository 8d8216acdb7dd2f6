import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { configureApiClients } from '../lib/api-client';
import { i18n, initI18n } from '../lib/i18n';
import { queryClient } from '../lib/react-query';
import { restoreSession } from '../lib/session';
import { resources } from '../locales/resources';

// findBy… and waitFor wait up to 1 s by default; the suite runs on 2 busy cores beside the
// server suites, where a lazy screen can take longer than that to appear.
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads these browser APIs, which jsdom does not have. The tests' browser asks for
// reduced motion, so dialogs open at once instead of fading in on a busy machine's clock.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// A failed query is tried again as in the app (lib/react-query.ts says which failures), but at
// once: the default waits of 1 s and 2 s only made each "an error with a way to try again" test
// wait 3 s of real time.
const defaults = queryClient.getDefaultOptions();
queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });

// Every text of both languages up front: screens render at once, as they did before texts
// were split into chunks (locales/load-texts.ts has its own test).
await initI18n('en', resources);
configureApiClients({
  mainServiceUrl: 'http://main.test:3003',
  activityServiceUrl: 'http://activity.test:3001/v1/',
  dictionaryServiceUrl: 'http://dictionary.test:3002/v1/',
});

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  restoreSession();
  queryClient.clear();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
