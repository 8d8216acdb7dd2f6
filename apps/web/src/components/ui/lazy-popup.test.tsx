import { Menu } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import type { PopupButtonHandlers } from './lazy-popup';
import { lazyPopup } from './lazy-popup';

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

function setup() {
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
  render(
    <AppProvider>
      <LazyPalette label="palette" />
    </AppProvider>,
  );
  return { load, arrive };
}

describe('lazyPopup', () => {
  it('draws the button at once and fetches the popup only when the button is about to be used', async () => {
    const user = userEvent.setup({ delay: null });
    const { load } = setup();
    expect(screen.getByRole('button', { name: 'Colours' })).toBeVisible();
    expect(load).not.toHaveBeenCalled();

    await user.hover(screen.getByRole('button', { name: 'Colours' }));
    expect(load).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the popup when it arrives after the button was pressed, with the focus in it', async () => {
    const user = userEvent.setup({ delay: null });
    const { arrive } = setup();
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
  });
});
