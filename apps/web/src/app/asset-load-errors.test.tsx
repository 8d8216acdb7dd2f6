import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listenForAssetLoadErrors } from './asset-load-errors';

let stopListening: () => void = () => {};

function renderNotifications() {
  render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
  stopListening = listenForAssetLoadErrors();
}

describe('asset load errors', () => {
  afterEach(() => {
    stopListening();
    document.head.querySelectorAll('link').forEach((link) => link.remove());
  });

  it("reports Vite's preload error with a reload button", async () => {
    renderNotifications();
    act(() => {
      window.dispatchEvent(new Event('vite:preloadError'));
    });
    expect(await screen.findByText('Part of Aula could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it('reports a stylesheet that failed to load', async () => {
    renderNotifications();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/assets/missing.css';
    document.head.append(link);
    act(() => {
      link.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('Part of Aula could not be loaded')).toBeVisible();
  });

  it('ignores other failed resources', () => {
    renderNotifications();
    const image = document.createElement('img');
    document.body.append(image);
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(screen.queryByText('Part of Aula could not be loaded')).not.toBeInTheDocument();
    image.remove();
  });
});

describe('asset load errors, reported twice', () => {
  afterEach(() => {
    stopListening();
  });

  it('show a single notice', async () => {
    renderNotifications();
    act(() => {
      window.dispatchEvent(new Event('vite:preloadError'));
      window.dispatchEvent(new Event('vite:preloadError'));
    });
    expect(await screen.findAllByText('Part of Aula could not be loaded')).toHaveLength(1);
  });
});
