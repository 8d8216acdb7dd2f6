import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { DateField } from './date-field';
import { setupUser } from '../../../test/user';

function renderField(initial: string) {
  const chosen: string[] = [];
  function Field() {
    const [value, setValue] = useState(initial);
    return (
      <DateField
        label="Date"
        value={value}
        onChange={(next) => {
          chosen.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderScreen(<Field />);
  return { chosen };
}

// Re-read each time: the calendar's field takes the typed one's place when it arrives.
const field = () => screen.getByRole('textbox', { name: 'Date' });

describe('DateField', () => {
  // First, while the calendar's code has not been fetched by any test yet.
  it('keeps what is being typed when the calendar arrives halfway through', async () => {
    const user = setupUser();
    const { chosen } = renderField('2026-11-03');
    await user.clear(field());
    await user.type(field(), '2026-1');
    await import('./date-input-field');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await user.type(field(), '0-30');
    expect(field()).toHaveValue('2026-10-30');
    await user.tab();
    expect(chosen.at(-1)).toBe('2026-10-30');
    await waitFor(() => expect(field()).toHaveValue('10/30/2026'));
  });

  it('reads a typed date, whether or not its calendar has arrived, and shows it as L', async () => {
    const user = setupUser();
    const { chosen } = renderField('2026-11-03');
    expect(field()).toHaveValue('11/03/2026');

    await user.clear(field());
    await user.type(field(), '2026-10-30');
    await user.tab();
    expect(chosen.at(-1)).toBe('2026-10-30');
    await waitFor(() => expect(field()).toHaveValue('10/30/2026'));
  });

  it('opens its calendar when pressed, and a day picked there is the date', async () => {
    const user = setupUser();
    const { chosen } = renderField('2026-11-03');
    await user.click(field());
    // jsdom lays nothing out, so the open calendar soon seems detached from its field and
    // hides (it stays in the page while open, and leaves it when closed).
    const calendar = await screen.findByRole('table', { hidden: true });
    const day = within(calendar).getByRole('button', { name: '12 November 2026', hidden: true });
    await user.click(day);
    expect(chosen.at(-1)).toBe('2026-11-12');
    await waitFor(() => expect(field()).toHaveValue('11/12/2026'));
  });
});
