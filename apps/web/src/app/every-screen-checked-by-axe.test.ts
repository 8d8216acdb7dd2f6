import type { RoleName } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { VISITOR_PATHS } from './guards';
import { generateRoleRoutes } from './role-routes';
import { buildRoutes, listRoutePaths } from './router';

/**
 * The accessibility journey (e2e/tests/accessibility.spec.ts) runs axe on every screen it lists
 * in e2e/support/accessibility-screens.ts. Here those lists meet the router: a route the router
 * gains must be added to a journey's list (and so get checked), and a list names no route that
 * is gone.
 */
interface ScreenJourney {
  role: RoleName | 'public';
  routes: readonly string[];
}

// Another workspace's file, outside this project's TypeScript program: read through Vite's glob.
const screenLists = import.meta.glob<Record<string, ScreenJourney>>(
  '../../../../e2e/support/accessibility-screens.ts',
  { eager: true, import: 'screenJourneys' },
);

function checkedScreens(role: ScreenJourney['role']) {
  const [screenJourneys] = Object.values(screenLists);
  if (!screenJourneys) throw new Error('e2e/support/accessibility-screens.ts is missing');
  const routes = Object.values(screenJourneys)
    .filter((journey) => journey.role === role)
    .flatMap((journey) => journey.routes);
  return [...new Set(routes)].sort();
}

const uniqueSorted = (paths: string[]) => [...new Set(paths)].sort();

describe('the accessibility journey visits every screen', () => {
  for (const role of ['student', 'tutor', 'installer'] as const) {
    it(`of the ${role}`, () => {
      const routerPaths = uniqueSorted(listRoutePaths(generateRoleRoutes([role])));
      expect(checkedScreens(role)).toEqual(routerPaths);
    });
  }

  it('of a visitor who has not signed in, and the public screens of the router', () => {
    const publicPaths = uniqueSorted([
      ...VISITOR_PATHS,
      ...listRoutePaths(buildRoutes(null, { onRetry: () => Promise.resolve() })),
    ]);
    expect(checkedScreens('public')).toEqual(publicPaths);
  });
});
