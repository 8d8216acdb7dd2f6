import type { CSSProperties, ReactNode } from 'react';
import { EggPatternDefs } from './egg';
import { Meadow, SCENE_HEIGHT, SCENE_WIDTH } from './meadow';
import classes from './play.module.css';

interface SceneFrameProps {
  /** What the picture shows, in words: its accessible name (it holds no controls). */
  label: string;
  /** The prefix for this SVG's ids (egg patterns, gradients), unique on the page. */
  prefix: string;
  /** Play the movements; false shows the end states at once (reduced motion). */
  animate: boolean;
  children: ReactNode;
}

/** The meadow picture every level draws on. */
export function SceneFrame({ label, prefix, animate, children }: SceneFrameProps) {
  return (
    <svg
      viewBox={`0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}`}
      role="img"
      aria-label={label}
      className={animate ? `${classes.scene} ${classes.animate}` : classes.scene}
      data-testid="easter-egg-scene"
    >
      <EggPatternDefs prefix={prefix} />
      <Meadow gradientId={prefix} />
      {children}
    </svg>
  );
}

/** Starts a staggered animation later (the CSS reads --delay). */
export function delayStyle(milliseconds: number): CSSProperties {
  return { '--delay': `${milliseconds}ms` } as CSSProperties;
}

/** A few twinkles that burst out around a right answer. */
export function Sparkles({ points }: { points: readonly (readonly [number, number])[] }) {
  return (
    <g aria-hidden="true">
      {points.map(([x, y], index) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
          <path
            d="M0 -11L3 -3L11 0L3 3L0 11L-3 3L-11 0L-3 -3Z"
            fill="#fcc419"
            stroke="#e67700"
            strokeWidth="1"
            className={`${classes.egg} ${classes.popIn}`}
            style={delayStyle(index * 90)}
          />
        </g>
      ))}
    </g>
  );
}
