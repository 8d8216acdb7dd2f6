import type { CurrentUser } from '@aula/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { setCurrentUser, signInSucceeded } from '../lib/session';

/** Renders one screen with the app's providers at `path`, signed in as `user` when given. */
export function renderScreen(
  screen: ReactElement,
  { path = '/', user }: { path?: string; user?: CurrentUser } = {},
) {
  if (user) {
    signInSucceeded('test-token');
    setCurrentUser(user);
  }
  const router = createMemoryRouter(
    [
      { path: '*', element: screen },
      { path: '/login', element: <h1>Sign-in page</h1> },
    ],
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
