import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import type { PetKind } from './problems';
import { TreatPile } from './treat';
import classes from './board.module.css';

function BowlArt({ pet, count, number }: { pet: PetKind; count: number; number: number }) {
  // One gradient per bowl: ids must stay unique on the page.
  const gradient = useId();
  return (
    <svg viewBox="0 0 100 76" aria-hidden className={classes.spotArt}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#4dabf7" />
          <stop offset="100%" stopColor="#1864ab" />
        </linearGradient>
      </defs>
      <ellipse cx="50" cy="40" rx="44" ry="7" fill="#a5d8ff" stroke="#1864ab" strokeWidth="2" />
      <TreatPile
        pet={pet}
        count={count}
        perRow={5}
        max={15}
        left={12}
        bottom={28}
        step={14}
        scale={0.8}
      />
      <path
        d="M6 40 H94 Q90 72 50 72 Q10 72 6 40 Z"
        fill={`url(#${gradient})`}
        stroke="#1864ab"
        strokeWidth="2"
      />
      <text x="50" y="64" textAnchor="middle" className={classes.bowlNumber}>
        {number}
      </text>
    </svg>
  );
}

function JarArt({ pet, count }: { pet: PetKind; count: number }) {
  return (
    <svg viewBox="0 0 100 76" aria-hidden className={classes.spotArt}>
      <rect
        x="28"
        y="2"
        width="44"
        height="10"
        rx="3"
        fill="#e8590c"
        stroke="#a33f06"
        strokeWidth="2"
      />
      <rect
        x="22"
        y="10"
        width="56"
        height="63"
        rx="12"
        fill="#e7f5ff"
        stroke="#4a7ea8"
        strokeWidth="2.5"
      />
      <TreatPile
        pet={pet}
        count={count}
        perRow={3}
        max={12}
        left={28}
        bottom={52}
        step={14}
        scale={0.8}
      />
      <path
        d="M30 20 Q28 40 32 62"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

interface BoardSpotProps {
  pet: PetKind;
  kind: 'bowl' | 'jar';
  /** The bowl's number, from 1. */
  number: number;
  count: number;
  /** The spot's name as shown ("Bowl 2") and its treats in words ("3 treats"). */
  name: string;
  countText: string;
  /** The full accessible name ("Bowl 2: 3 treats"). */
  label: string;
  removeLabel: string;
  /** Only the chosen spot is in the Tab order; arrow keys move between spots. */
  chosen: boolean;
  autoFocus: boolean;
  disabled: boolean;
  /** Hands the bowl's button to the board, which moves the focus with the arrow keys. */
  register: (button: HTMLButtonElement | null) => void;
  onAdd: () => void;
  onRemove: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
}

/**
 * A bowl or the jar: the big button drops a treat in (click, Enter, Space or +), the small "−"
 * takes one back for the mouse; the keyboard uses the − key instead, so that button is not a Tab
 * stop of its own.
 */
export function BoardSpot({ register, ...props }: BoardSpotProps) {
  const { pet, kind, count, disabled } = props;
  return (
    <div className={classes.spot} data-kind={kind}>
      <button
        type="button"
        ref={register}
        className={classes.spotButton}
        aria-label={props.label}
        tabIndex={props.chosen ? 0 : -1}
        // The first bowl takes the focus when the exercise starts, so the keyboard plays at once.
        autoFocus={props.autoFocus}
        disabled={disabled}
        onClick={props.onAdd}
        onKeyDown={props.onKeyDown}
        onFocus={props.onFocus}
      >
        <span className={classes.spotName}>{props.name}</span>
        {kind === 'bowl' ? (
          <BowlArt pet={pet} count={count} number={props.number} />
        ) : (
          <JarArt pet={pet} count={count} />
        )}
        <span className={classes.spotCount}>{props.countText}</span>
        <span className={classes.plusBadge} aria-hidden>
          +
        </span>
      </button>
      <button
        type="button"
        className={classes.removeButton}
        aria-label={props.removeLabel}
        tabIndex={-1}
        disabled={disabled || count === 0}
        onClick={props.onRemove}
      >
        −
      </button>
    </div>
  );
}
