import { Menu } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import type { PopupButtonHandlers } from './lazy-popup';
import { lazyPopup } from './lazy-popup';
import { setupUser } from '../../test/user';

function PaletteMenu(_: { label: string }) {
  return (
    // jsdom lays nothing out: a menu that hides when its button seems off screen would hide.
    <Menu withInitialFocusPlaceholder={false} hideDetached={false}>
      <Menu.Target>
        <button type="button">Colours</button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Red</Menu.Item>
        <Menu.Item>Blue</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function setup({ strict = false } = {}) {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(() => arrived.then(() => PaletteMenu));
  const LazyPalette = lazyPopup(
    load,
    ({ handlers }: { label: string } & { handlers: PopupButtonHandlers }) => (
      <button type="button" {...handlers}>
        Colours
      </button>
    ),
  );
  const popup = (
    <AppProvider>
      <LazyPalette label="palette" />
    </AppProvider>
  );
  render(strict ? <StrictMode>{popup}</StrictMode> : popup);
  return { load, arrive };
}

describe('lazyPopup', () => {
  it('draws the button at once and fetches the popup only when the button is about to be used', async () => {
    const user = setupUser();
    const { load } = setup();
    expect(screen.getByRole('button', { name: 'Colours' })).toBeVisible();
    expect(load).not.toHaveBeenCalled();

    await user.hover(screen.getByRole('button', { name: 'Colours' }));
    expect(load).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([false, true])(
    'opens the popup when it arrives after the button was pressed, with the focus in it (strict mode: %s)',
    async (strict) => {
      const user = setupUser();
      const { arrive } = setup({ strict });
      await user.click(screen.getByRole('button', { name: 'Colours' }));
      // Still on its way: the button stays, nothing opens yet.
      expect(screen.getByRole('button', { name: 'Colours' })).toBeVisible();
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();

      arrive();
      const menu = await screen.findByRole('menu');
      expect(menu).toHaveTextContent('Red');
      expect(await screen.findByRole('menuitem', { name: 'Red' })).toHaveFocus();

      // From then on an ordinary menu: Escape closes it and the focus goes back to its button.
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Colours' })).toHaveFocus();
    },
  );
});
