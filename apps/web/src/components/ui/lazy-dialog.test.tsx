import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import { ChunkBoundary } from '../../test/chunk-boundary';
import { lazyDialog } from './lazy-dialog';

interface NoteProps {
  note: string | null;
}

function NoteDialog({ note }: NoteProps) {
  return note ? <div role="dialog">{note}</div> : null;
}

function renderDialog(load: () => Promise<typeof NoteDialog>, note: string | null) {
  const Note = lazyDialog(load, ({ note: shown }: NoteProps) => shown !== null);
  const view = (value: string | null) => (
    <AppProvider>
      <ChunkBoundary>
        <Note note={value} />
      </ChunkBoundary>
    </AppProvider>
  );
  const { rerender } = render(view(note));
  return { open: (value: string) => rerender(view(value)) };
}

describe('lazyDialog', () => {
  it('fetches the dialog only when it first opens', async () => {
    const load = vi.fn(async () => NoteDialog);
    const { open } = renderDialog(load, null);
    expect(load).not.toHaveBeenCalled();
    open('Saved');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Saved');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offers a reload, as for a screen, when the dialog cannot be fetched', async () => {
    const { open } = renderDialog(() => Promise.reject(new TypeError('Failed to fetch')), null);
    open('Saved');
    expect(await screen.findByText('Reload the page')).toBeVisible();
  });
});
