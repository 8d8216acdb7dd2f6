import type { KeyboardEvent, Ref } from 'react';
import { MAX_BLOCKS } from './places';
import classes from './play.module.css';

interface BlockCounterProps {
  ref?: Ref<HTMLDivElement>;
  /** The column's name, which names the spin button ("Tens"). */
  label: string;
  /** Read out with the count: "4 tens make 40". */
  valueText: string;
  addLabel: string;
  removeLabel: string;
  count: number;
  disabled: boolean;
  onChange: (count: number) => void;
  onSubmit: () => void;
}

/**
 * How many blocks a column holds: a spin button (the ARIA pattern for "a number you step up and
 * down") between − and + buttons. The keyboard plays on the spin button alone: arrows step,
 * a digit sets the count, Enter checks. So Tab goes column to column, and the +/− buttons, for
 * mouse and touch, stay out of the Tab order.
 */
export function BlockCounter({
  ref,
  label,
  valueText,
  addLabel,
  removeLabel,
  count,
  disabled,
  onChange,
  onSubmit,
}: BlockCounterProps) {
  const set = (next: number) => {
    if (!disabled) onChange(Math.min(MAX_BLOCKS, Math.max(0, next)));
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const key = event.key;
    let handled = true;
    if (key === 'ArrowUp' || key === '+') set(count + 1);
    else if (key === 'ArrowDown' || key === '-') set(count - 1);
    else if (key === 'Home' || key === 'Backspace' || key === 'Delete') set(0);
    else if (key === 'End') set(MAX_BLOCKS);
    else if (/^[0-9]$/.test(key)) set(Number(key));
    else if (key === 'Enter') onSubmit();
    else handled = false;
    // The arrows would otherwise scroll the page under the child's eyes.
    if (handled) event.preventDefault();
  }

  return (
    <div className={classes.counter}>
      <button
        type="button"
        className={classes.stepButton}
        aria-label={removeLabel}
        tabIndex={-1}
        disabled={disabled || count === 0}
        onClick={() => set(count - 1)}
      >
        −
      </button>
      <div
        ref={ref}
        role="spinbutton"
        tabIndex={0}
        className={classes.count}
        aria-label={label}
        aria-valuenow={count}
        aria-valuemin={0}
        aria-valuemax={MAX_BLOCKS}
        aria-valuetext={valueText}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
      >
        {count}
      </div>
      <button
        type="button"
        className={classes.stepButton}
        aria-label={addLabel}
        tabIndex={-1}
        disabled={disabled || count === MAX_BLOCKS}
        onClick={() => set(count + 1)}
      >
        +
      </button>
    </div>
  );
}
