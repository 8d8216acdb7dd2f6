import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../lib/api-client';
import { ChunkLoadError } from '../lib/lazy-screen';
import { AppProvider } from './provider';
import { RouteErrorBoundary } from './route-error-boundary';
import { setupUser } from '../test/user';

function renderFailingRoute(loader: () => unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorBoundary />,
      loader,
      element: <h1>Loaded</h1>,
      hydrateFallbackElement: <p>Waiting</p>,
    },
  ]);
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('the error boundary of a layout', () => {
  it('offers a reload when a screen could not be loaded', async () => {
    renderFailingRoute(() => {
      throw new ChunkLoadError(true);
    });
    expect(
      await screen.findByRole('heading', { name: 'This screen could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it("says 'Access denied' for a 403", async () => {
    renderFailingRoute(() => {
      throw new ApiError(403, { error: 'forbidden', message: 'Forbidden' });
    });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeVisible();
  });

  it('shows the generic message with a retry that runs the route again', async () => {
    const user = setupUser();
    let attempts = 0;
    renderFailingRoute(() => {
      attempts += 1;
      if (attempts === 1) throw new Error('boom');
      return null;
    });
    expect(
      await screen.findByRole('heading', { name: 'Oops.. Something Went Wrong' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeVisible();
  });
});
