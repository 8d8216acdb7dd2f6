import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../lib/lazy-screen';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { UiProvider } from './ui-provider';
import { setupUser } from '../test/user';

let failuresLeft = 0;

function FlakyScreen({ error }: { error: Error }) {
  const [renders] = useState(() => failuresLeft--);
  if (renders > 0) throw error;
  return <h1>Loaded</h1>;
}

function renderInBoundary(error: Error, failures: number) {
  failuresLeft = failures;
  // React reports the caught error on the console; the boundary logs it too.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <UiProvider>
      <main>
        <p>Around the screen</p>
        <ScreenErrorBoundary>
          <FlakyScreen error={error} />
        </ScreenErrorBoundary>
      </main>
    </UiProvider>,
  );
}

describe("the visitor's error boundary", () => {
  it('offers a reload when a screen could not be fetched, and keeps what is around it', async () => {
    renderInBoundary(new ChunkLoadError(false), 2);
    expect(
      await screen.findByRole('heading', { name: 'This screen could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByText('Around the screen')).toBeVisible();
  });

  it('tries the screen again on request after another failure', async () => {
    const user = setupUser();
    renderInBoundary(new Error('render failed'), 2);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeVisible();
  });
});
