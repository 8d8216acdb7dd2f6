import type { SelectProps } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import { ChunkBoundary } from '../../test/chunk-boundary';
import { SelectStandIn } from './lazy-combobox';
import { lazyField } from './lazy-field';
import { setupUser } from '../../test/user';

const STUDENTS = ['Ana Ruiz', 'Leo Soto', 'Lena Paz'];

function setup({ strict = false, fails = false, searchable = true } = {}) {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(() =>
    fails
      ? Promise.reject(new TypeError('Failed to fetch'))
      : arrived.then(() => import('./select-control').then((module) => module.Select)),
  );
  const LazySelect = lazyField<SelectProps>(load, SelectStandIn);
  const chosen: string[] = [];
  function StudentField() {
    // Chosen and searched as the student picker does: both held here, nothing chosen yet.
    const [value, setValue] = useState<string | null>(null);
    const [search, setSearch] = useState('');
    return (
      <LazySelect
        label="Student"
        searchable={searchable}
        data={STUDENTS}
        value={value}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(next) => {
          setValue(next);
          if (next) chosen.push(next);
        }}
        // jsdom lays nothing out: a dropdown that hides when its field seems off screen would hide.
        comboboxProps={{ hideDetached: false }}
      />
    );
  }
  const field = (
    <AppProvider>
      <ChunkBoundary>
        <StudentField />
      </ChunkBoundary>
    </AppProvider>
  );
  render(strict ? <StrictMode>{field}</StrictMode> : field);
  return { load, arrive, chosen };
}

describe('lazyField', () => {
  it('draws the closed field at once and fetches the control only when it is about to be used', async () => {
    const user = setupUser();
    const { load } = setup();
    const field = screen.getByRole('combobox', { name: 'Student' });
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();

    await user.hover(field);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([false, true])(
    'keeps what is typed before the control arrives, then carries the focus and caret into it (strict mode: %s)',
    async (strict) => {
      const user = setupUser();
      const { arrive, chosen } = setup({ strict });
      const standIn = screen.getByRole('combobox', { name: 'Student' });
      await user.type(standIn, 'Lo{ArrowLeft}');
      expect(standIn).toHaveValue('Lo');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

      arrive();
      await screen.findByRole('listbox');
      const field = screen.getByRole('combobox', { name: 'Student' });
      expect(field).not.toBe(standIn);
      expect(field).toHaveFocus();
      expect(field).toHaveValue('Lo');
      expect((field as HTMLInputElement).selectionStart).toBe(1);

      // From then on an ordinary select: typing goes on where the caret was, and Enter chooses.
      await user.keyboard('e{ArrowDown}{Enter}');
      expect(field).toHaveValue('Leo Soto');
      expect(chosen).toEqual(['Leo Soto']);
    },
  );

  it('passes on a press that came before the control, so its list opens', async () => {
    const user = setupUser();
    const { arrive } = setup({ searchable: false });
    await user.click(screen.getByRole('combobox', { name: 'Student' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    arrive();
    // A select one cannot type in opens on a press, not on the focus alone.
    expect(await screen.findByRole('option', { name: 'Leo Soto' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Student' })).toHaveFocus();
  });

  it('offers a reload, as for a screen, when the control cannot be fetched', async () => {
    const user = setupUser();
    setup({ fails: true });
    await user.hover(screen.getByRole('combobox', { name: 'Student' }));
    expect(await screen.findByText('Reload the page')).toBeVisible();
  });

  it('draws the control itself once its code is there', async () => {
    const user = setupUser();
    const first = setup();
    first.arrive();
    await user.hover(screen.getByRole('combobox', { name: 'Student' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Student' })).toHaveAttribute(
        'aria-haspopup',
        'listbox',
      ),
    );
    expect(first.load).toHaveBeenCalledTimes(1);
  });
});
