import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { currentUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';

// The signed-in route tables are a chunk of their own: here it cannot be downloaded.
vi.mock('./role-routes', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('signed-in routes that cannot be downloaded', () => {
  it('offer to reload the page instead of a blank screen', async () => {
    mockFetch({ 'GET /users/me': { body: currentUser('tutor') } });
    const app = renderApp('/students', { token: 'token' });
    expect(await screen.findByText('This screen could not be loaded')).toBeVisible();
    expect(screen.getByText('Check your internet connection and reload the page.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    app.unmount();
  });
});
