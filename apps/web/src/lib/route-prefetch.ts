import type { Language } from '@aula/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import { currentLanguage } from './i18n';
import { queryClient } from './react-query';

export interface PrefetchContext {
  params: Params<string>;
  url: URL;
  language: Language;
  queryClient: QueryClient;
}

/**
 * A route loader that starts a screen's first requests as soon as its route matches, while the
 * screen's code is still downloading, and does not wait for them: the screen renders as it
 * always did (its own loading state and errors) and finds the answers in the cache or on
 * their way. Only for queries that stay fresh a while; one marked always stale would be asked
 * again as the screen mounts.
 */
export function prefetchLoader(start: (context: PrefetchContext) => void): LoaderFunction {
  return ({ params, request }) => {
    start({ params, url: new URL(request.url), language: currentLanguage(), queryClient });
    return null;
  };
}
