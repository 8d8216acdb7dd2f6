import { CENTER_X, CENTER_Y, HOUR_HAND_LENGTH, MINUTE_HAND_LENGTH } from './clock-geometry';
import classes from './play.module.css';

export type HandKind = 'hour' | 'minute';

/**
 * Drawn pointing at 12 and turned by CSS, so a step of the hand can glide. The two hands differ
 * in shape, not only colour: the hour hand is short with a leaf tip, the minute hand long with
 * an arrow.
 */
const SHAPES: Record<HandKind, string> = {
  hour: 'M-4 8 L-3 -26 C-10 -30 -6 -40 0 -44 C6 -40 10 -30 3 -26 L4 8 Z',
  minute: 'M-2.5 14 L-2 -54 L-6.5 -54 L0 -68 L6.5 -54 L2 -54 L2.5 14 Z',
};
const LENGTHS: Record<HandKind, number> = { hour: HOUR_HAND_LENGTH, minute: MINUTE_HAND_LENGTH };

interface ClockHandProps {
  kind: HandKind;
  /** Degrees clockwise from 12, unwrapped so that passing 12 turns on instead of back. */
  angle: number;
  /** The right time shown after a wrong answer: a dashed outline over the child's hands. */
  ghost?: boolean;
  /** A hand the child turns: a wide invisible grip and a ring shown when it has the focus. */
  grip?: boolean;
}

export function ClockHand({ kind, angle, ghost = false, grip = false }: ClockHandProps) {
  const length = LENGTHS[kind];
  return (
    <g transform={`translate(${CENTER_X} ${CENTER_Y})`}>
      <g className={classes.hand} style={{ transform: `rotate(${angle}deg)` }}>
        {grip ? (
          <line
            className={classes.grip}
            x1="0"
            y1="0"
            x2="0"
            y2={-length}
            stroke="transparent"
            strokeWidth="26"
            strokeLinecap="round"
          />
        ) : null}
        {grip ? (
          <circle className={classes.focusRing} cx="0" cy={-length + 4} r="13" fill="none" />
        ) : null}
        <path
          d={SHAPES[kind]}
          className={ghost ? classes.ghostHand : undefined}
          fill={ghost ? 'none' : kind === 'hour' ? '#3b1a06' : '#9c360b'}
          stroke={ghost ? '#1b6b2e' : '#2a1204'}
          strokeWidth={ghost ? 3 : 1.2}
          strokeDasharray={ghost ? '5 3' : undefined}
          strokeLinejoin="round"
        />
      </g>
    </g>
  );
}

/** The green button in the middle that holds the hands. */
export function HandsPin() {
  return (
    <circle cx={CENTER_X} cy={CENTER_Y} r="7" fill="#6b8e23" stroke="#425e14" strokeWidth="2" />
  );
}
