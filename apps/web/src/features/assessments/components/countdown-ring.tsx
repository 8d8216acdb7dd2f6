import type { ReactNode } from 'react';
import classes from './countdown-ring.module.css';

const SIZE = 92;
const THICKNESS = 9;
const RADIUS = (SIZE - THICKNESS) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface CountdownRingProps {
  /** How much of the ring is drawn, 0–100, from the top, clockwise. */
  percent: number;
  short: boolean;
  /** Drawn in the middle of the ring. */
  children: ReactNode;
}

/**
 * A ring that empties as time runs out. An SVG of its own rather than Mantine's RingProgress,
 * whose section tooltips bring Floating UI (about 19 KB gzip) to the test's question screen.
 */
export function CountdownRing({ percent, short, children }: CountdownRingProps) {
  const drawn = (Math.min(100, Math.max(0, percent)) / 100) * CIRCUMFERENCE;
  return (
    <div className={classes.root} style={{ width: SIZE, height: SIZE }}>
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden>
        <circle
          className={classes.track}
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          strokeWidth={THICKNESS}
        />
        {drawn > 0 ? (
          <circle
            className={classes.section}
            data-short={short || undefined}
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            strokeWidth={THICKNESS}
            strokeDasharray={`${drawn} ${CIRCUMFERENCE}`}
            transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
          />
        ) : null}
      </svg>
      <div className={classes.label}>{children}</div>
    </div>
  );
}
