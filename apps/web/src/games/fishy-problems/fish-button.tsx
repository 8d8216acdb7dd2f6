import type { CSSProperties } from 'react';
import classes from './fish.module.css';
import { FISH_COLOURS, FishShape } from './fish-shape';
import { Net } from './net';

/** What happened to this fish: scooped up (right), or wriggled out of the net (wrong). */
export type FishOutcome = 'scooped' | 'escaped' | null;

/** Where each lane's fish rests when nothing moves: staggered, so they never line up. */
const REST_LEFT = ['6%', '50%', '24%', '62%', '14%'];

interface FishButtonProps {
  lane: number;
  /** The number as written in the child's language. */
  numberText: string;
  label: string;
  /** The net hovers over this fish: Enter, Space or a click catches it. */
  aimed: boolean;
  outcome: FishOutcome;
  disabled: boolean;
  onAim: () => void;
  onCatch: () => void;
  register: (element: HTMLButtonElement | null) => void;
}

/**
 * One fish carrying a number: a real button, so Tab, Enter, Space, a click and a tap all work.
 * It swims in its own lane only as decoration — it can be caught wherever it is, and it stops
 * while the net is over it.
 */
export function FishButton({
  lane,
  numberText,
  label,
  aimed,
  outcome,
  disabled,
  onAim,
  onCatch,
  register,
}: FishButtonProps) {
  const lanePlace = {
    '--lane': lane,
    '--rest-left': REST_LEFT[lane % REST_LEFT.length],
  } as CSSProperties;

  return (
    <button
      type="button"
      ref={register}
      className={classes.fish}
      style={lanePlace}
      data-aimed={aimed}
      data-outcome={outcome ?? undefined}
      aria-label={label}
      disabled={disabled}
      onFocus={onAim}
      onMouseEnter={onAim}
      onClick={onCatch}
    >
      <span className={classes.catchGroup}>
        <span className={classes.swimmer}>
          <span className={classes.body}>
            <FishShape
              colours={FISH_COLOURS[lane % FISH_COLOURS.length]!}
              pattern={lane}
              width="100%"
              height="100%"
            />
          </span>
          <span className={classes.badge}>{numberText}</span>
        </span>
        <span className={classes.net}>
          <Net width="100%" height="100%" />
        </span>
      </span>
      {outcome === 'scooped' ? (
        <span className={classes.bubbles} aria-hidden>
          {[0, 1, 2, 3, 4].map((bubble) => (
            <span key={bubble} style={{ '--bubble': bubble } as CSSProperties} />
          ))}
        </span>
      ) : null}
    </button>
  );
}
