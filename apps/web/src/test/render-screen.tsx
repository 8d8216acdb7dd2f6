import type { CurrentUser } from '@aula/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProvider } from '../app/provider';
import { GeneratedRoutesContext } from '../lib/routes-context';
import { setCurrentUser, signInSucceeded } from '../lib/session';

/** Where a link of the screen under test led, when it left the screen's route. */
function ElsewhereProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

interface RenderScreenOptions {
  path?: string;
  user?: CurrentUser;
  /** The screen's route pattern (`/items/:id`), for screens that read URL params. */
  route?: string;
  /** The routes that exist for menus and tiles (useRouteExists); none by default. */
  routes?: RouteObject[];
}

/** Renders one screen with the app's providers at `path`, signed in as `user` when given. */
export function renderScreen(
  screen: ReactElement,
  { path = '/', user, route, routes = [] }: RenderScreenOptions = {},
) {
  if (user) {
    signInSucceeded('test-token');
    setCurrentUser(user);
  }
  const router = createMemoryRouter(
    [
      { path: route ?? '*', element: screen },
      { path: '/login', element: <h1>Sign-in page</h1> },
      ...(route ? [{ path: '*', element: <ElsewhereProbe /> }] : []),
    ],
    { initialEntries: [path] },
  );
  return {
    router,
    ...render(
      <AppProvider>
        <GeneratedRoutesContext value={routes}>
          <RouterProvider router={router} />
        </GeneratedRoutesContext>
      </AppProvider>,
    ),
  };
}
