import { notifyReloadNeeded } from '../lib/notify';

function isStylesheetLink(target: EventTarget | null): target is HTMLLinkElement {
  return target instanceof HTMLLinkElement && target.rel.split(/\s+/).includes('stylesheet');
}

/**
 * Reports files of the app that failed to arrive: Vite's preload error (a chunk of a newer or
 * older build) and a stylesheet that did not load. Both offer a reload. Returns the cleanup.
 */
export function listenForAssetLoadErrors(target: Window = window): () => void {
  const onPreloadError = () => notifyReloadNeeded();
  // Load errors do not bubble: listen in the capture phase to see every <link>.
  const onResourceError = (event: Event) => {
    if (isStylesheetLink(event.target)) notifyReloadNeeded();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.document.addEventListener('error', onResourceError, true);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.document.removeEventListener('error', onResourceError, true);
  };
}
