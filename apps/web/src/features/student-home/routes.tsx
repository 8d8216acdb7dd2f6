import { lazyScreen } from '../../lib/lazy-screen';
import { levelsQueryOptions } from '../../lib/levels-query';
import { prefetchLoader } from '../../lib/route-prefetch';
import type { AppRoute } from '../../lib/routing';

export const studentHomeRoutes: AppRoute[] = [
  {
    index: true,
    handle: { roles: ['student'], title: 'home:title', breadcrumb: 'home:title' },
    // The grade categories, the largest part of home, arrive with the screen's code.
    loader: prefetchLoader(({ queryClient, language }) => {
      void queryClient.prefetchQuery(levelsQueryOptions(language));
    }),
    lazy: lazyScreen(() =>
      import('./components/student-home-screen').then((module) => module.StudentHomeScreen),
    ),
  },
];
