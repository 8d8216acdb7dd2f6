import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportWaitingWorker } from '../../lib/app-update';
import { i18n } from '../../lib/i18n';
import { renderScreen } from '../../test/render-screen';
import { PublicLayout } from './public-layout';
import { setupUser } from '../../test/user';

function waitingWorker() {
  return { postMessage: vi.fn() } as unknown as ServiceWorker & {
    postMessage: ReturnType<typeof vi.fn>;
  };
}

afterEach(() => {
  act(() => reportWaitingWorker(null));
});

describe('the update button', () => {
  it('is absent while no new version waits', () => {
    renderScreen(<PublicLayout />);
    expect(screen.queryByRole('button', { name: /New version/ })).not.toBeInTheDocument();
  });

  it('appears when a new version waits, and clicking it lets that version take over', async () => {
    const user = setupUser();
    renderScreen(<PublicLayout />);
    const worker = waitingWorker();
    act(() => reportWaitingWorker(worker));

    const button = screen.getByRole('button', { name: 'New version available! Click to update' });
    await user.click(button);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    try {
      renderScreen(<PublicLayout />);
      act(() => reportWaitingWorker(waitingWorker()));
      expect(
        screen.getByRole('button', { name: '¡Nueva versión disponible! Haz clic para actualizar' }),
      ).toBeVisible();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
