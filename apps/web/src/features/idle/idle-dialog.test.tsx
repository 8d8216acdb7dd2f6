import { IDLE_LOGOUT_COUNTDOWN_MS, IDLE_TIMEOUT_MS, MODAL_ANIMATION_DELAY_MS } from '@aula/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMocks } from 'react-idle-timer';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import { stubPageReload } from '../../test/page-reload';
import { IdleDialog } from './idle-dialog';
import { IDLE_OVERRIDE_KEYS } from './idle-timings';

function renderIdleDialog(path = '/') {
  const signOut = vi.fn(() => Promise.resolve());
  const reload = stubPageReload();
  const router = createMemoryRouter([{ path: '*', element: <IdleDialog signOut={signOut} /> }], {
    initialEntries: [path],
  });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { signOut, reload };
}

/**
 * Moves the fake clock on. React renders what the timers changed when the step ends, so a
 * dialog that opens during a step shows after one more step of its opening animation.
 */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Moves on to the moment the dialog opens, `ms` after now, and through its animation. */
async function waitForDialog(ms: number) {
  await wait(ms);
  await wait(MODAL_ANIMATION_DELAY_MS);
}

const dialog = () => screen.queryByRole('dialog', { name: 'Are you still there?' });

describe('the idle dialog', () => {
  // The idle timer keeps the timer functions it found on import: createMocks makes it take
  // the fake ones, and the real ones back afterwards.
  beforeEach(() => {
    vi.useFakeTimers();
    createMocks();
  });

  afterEach(() => {
    vi.useRealTimers();
    createMocks();
  });

  it('asks after an hour without activity and counts down the seconds left', async () => {
    renderIdleDialog();
    await wait(IDLE_TIMEOUT_MS - 1_000);
    expect(dialog()).toBeNull();

    await waitForDialog(1_000);
    expect(dialog()).toBeVisible();
    const countdown = screen.getByText('Your session will close in 10 seconds.');
    expect(countdown).toHaveAttribute('aria-live', 'polite');
    // The dialog takes the focus, on the safe choice.
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();

    await wait(3_000);
    expect(screen.getByText('Your session will close in 7 seconds.')).toBeVisible();
    await wait(6_000);
    expect(screen.getByText('Your session will close in 1 second.')).toBeVisible();
  });

  it('logs out and reloads when nobody answers', async () => {
    const { signOut, reload } = renderIdleDialog();
    await wait(IDLE_TIMEOUT_MS + IDLE_LOGOUT_COUNTDOWN_MS - 1_000);
    expect(signOut).not.toHaveBeenCalled();
    await wait(1_000);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stays signed in on "Stay signed in" and waits a full hour again', async () => {
    const { signOut } = renderIdleDialog();
    await waitForDialog(IDLE_TIMEOUT_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await wait(IDLE_LOGOUT_COUNTDOWN_MS * 2);
    expect(dialog()).toBeNull();
    expect(signOut).not.toHaveBeenCalled();

    await wait(IDLE_TIMEOUT_MS - IDLE_LOGOUT_COUNTDOWN_MS * 2 - 1_000);
    expect(dialog()).toBeNull();
    await waitForDialog(1_000);
    expect(dialog()).toBeVisible();
  });

  it('stays signed in on Escape too', async () => {
    const { signOut } = renderIdleDialog();
    await waitForDialog(IDLE_TIMEOUT_MS);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Stay signed in' }), { key: 'Escape' });
    await wait(IDLE_LOGOUT_COUNTDOWN_MS);
    expect(dialog()).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('logs out and reloads on "Close session"', async () => {
    const { signOut, reload } = renderIdleDialog();
    await waitForDialog(IDLE_TIMEOUT_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Close session' }));
    await wait(0);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    // The countdown running out meanwhile does not log out a second time.
    await wait(IDLE_LOGOUT_COUNTDOWN_MS);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('is not shown on the sign-in screen', async () => {
    const { signOut } = renderIdleDialog('/login');
    await wait(IDLE_TIMEOUT_MS + IDLE_LOGOUT_COUNTDOWN_MS * 2);
    expect(dialog()).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('follows the timings set in local storage by the browser tests', async () => {
    window.localStorage.setItem(IDLE_OVERRIDE_KEYS.timeoutMs, '2000');
    window.localStorage.setItem(IDLE_OVERRIDE_KEYS.countdownMs, '3000');
    const { signOut } = renderIdleDialog();
    await waitForDialog(2_000);
    expect(screen.getByText('Your session will close in 3 seconds.')).toBeVisible();
    await wait(3_000 - MODAL_ANIMATION_DELAY_MS);
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
