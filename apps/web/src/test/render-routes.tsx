import type { CurrentUser } from '@aula/shared';
import { render } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProvider } from '../app/provider';
import { copyRoutesForRouter } from '../lib/routing';
import { setCurrentUser, signInSucceeded } from '../lib/session';

/** Where a link led when it left the routes under test. */
function ElsewhereProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

/**
 * Renders a feature's routes (lazy screens, index redirects and all) at `path` with the app's
 * providers, signed in as `user`; any other path shows where the app went.
 */
export function renderRoutes(
  routes: RouteObject[],
  { path, user }: { path: string; user: CurrentUser },
) {
  signInSucceeded('test-token');
  setCurrentUser(user);
  // Each router its own copy, as the app does (see copyRoutesForRouter).
  const router = createMemoryRouter(
    [...copyRoutesForRouter(routes), { path: '*', element: <ElsewhereProbe /> }],
    { initialEntries: [path] },
  );
  return {
    router,
    ...render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    ),
  };
}
