import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../app/provider';
import { WithTooltip } from './with-tooltip';
import { setupUser } from '../../test/user';

describe('WithTooltip', () => {
  it('draws the control at once and shows its hint on hover once the tooltip has arrived', async () => {
    const user = setupUser();
    render(
      <AppProvider>
        <WithTooltip label="Next day" position="right">
          {(ref) => (
            <button ref={ref} type="button" aria-label="Next day">
              →
            </button>
          )}
        </WithTooltip>
      </AppProvider>,
    );
    const control = screen.getByRole('button', { name: 'Next day' });
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();

    // The tooltip's own chunk may still be on its way: a person moves the pointer again.
    await waitFor(async () => {
      await user.unhover(control);
      await user.hover(control);
      // Opened; jsdom lays nothing out, so Floating UI reports the control as off screen and
      // the tooltip as hidden.
      expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Next day');
    });
    // The same element: the tooltip points at it rather than wrapping and replacing it.
    expect(screen.getByRole('button', { name: 'Next day' })).toBe(control);
  });
});
