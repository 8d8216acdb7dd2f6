import type { CSSProperties } from 'react';
import { useId } from 'react';
import { Backdrop } from './backdrop';
import { Ball } from './ball';
import { Keeper } from './keeper';
import type { Move } from './layout';
import {
  diveMove,
  KEEPER_HOME,
  KEEPER_SCALE,
  MOUTH,
  PENALTY_SPOT,
  SCENE,
  savedBallMove,
  shotMove,
  wrongGuessX,
  zoneCentreX,
} from './layout';
import classes from './scene.module.css';

interface GoalSceneProps {
  zones: number;
  /** The zone kicked at (0 = leftmost), or null while the child is thinking. */
  kickedZone: number | null;
  outcome: 'right' | 'wrong' | null;
  keeperSways: boolean;
  /** Show where things end up, without the movement. */
  reducedMotion: boolean;
  /** Describes the picture for screen readers: the situation, and how the kick went. */
  label: string;
  banner: { goal: string; saved: string };
}

/** The moves reach CSS as custom properties, so the stylesheet animates them (or not). */
function moveStyle(prefix: string, move: Move): CSSProperties {
  return {
    [`--${prefix}-x`]: `${move.x}px`,
    [`--${prefix}-y`]: `${move.y}px`,
    [`--${prefix}-turn`]: `${move.degrees}deg`,
  } as CSSProperties;
}

/**
 * The penalty in SVG: stands, goal and net, the keeper and the ball. Play decides what
 * happened; this only shows it: a shot into the rippling net, or the keeper's save.
 */
export function GoalScene(props: GoalSceneProps) {
  const { zones, kickedZone, outcome, keeperSways, label, banner } = props;
  const id = useId();
  const ids = {
    stands: `${id}-stands`,
    grass: `${id}-grass`,
    net: `${id}-net`,
    jersey: `${id}-jersey`,
    shade: `${id}-shade`,
    clip: `${id}-clip`,
  };
  const kicked = kickedZone !== null && outcome !== null;
  const shot = kicked ? shotMove(kickedZone, zones) : null;
  const drop = kicked ? savedBallMove(kickedZone, zones) : null;
  const dive = !kicked
    ? null
    : diveMove(
        outcome === 'right' ? wrongGuessX(kickedZone, zones) : zoneCentreX(kickedZone, zones),
      );
  const mouthWidth = MOUTH.right - MOUTH.left;
  const mouthHeight = MOUTH.bottom - MOUTH.top;

  return (
    <svg
      viewBox={`0 0 ${SCENE.width} ${SCENE.height}`}
      role="img"
      aria-label={label}
      className={`${classes.scene} ${props.reducedMotion ? '' : classes.moving}`}
      data-outcome={outcome ?? 'none'}
    >
      <defs>
        <pattern id={ids.net} width="12" height="12" patternUnits="userSpaceOnUse">
          <path d="M 0 0 L 12 12 M 12 0 L 0 12" stroke="#ffffff" strokeWidth="1" opacity="0.55" />
        </pattern>
      </defs>
      <Backdrop ids={ids} />
      <ellipse cx="200" cy="176" rx="170" ry="6" fill="#1b5e20" opacity="0.45" />
      <g className={outcome === 'right' ? classes.netRipple : undefined}>
        <rect
          x={MOUTH.left}
          y={MOUTH.top}
          width={mouthWidth}
          height={mouthHeight}
          fill="#0b1d2e"
          opacity="0.35"
        />
        <rect
          x={MOUTH.left}
          y={MOUTH.top}
          width={mouthWidth}
          height={mouthHeight}
          fill={`url(#${ids.net})`}
        />
      </g>
      {/* posts and crossbar */}
      <g fill="#ffffff" stroke="#adb5bd" strokeWidth="1.5">
        <rect x="36" y="26" width="12" height="148" rx="3" />
        <rect x="352" y="26" width="12" height="148" rx="3" />
        <rect x="36" y="26" width="328" height="12" rx="4" />
      </g>
      <g transform={`translate(${KEEPER_HOME.x} ${KEEPER_HOME.y})`}>
        <g className={keeperSways && !kicked ? classes.keeperSway : undefined}>
          <g
            className={dive ? classes.keeperDive : undefined}
            style={dive ? moveStyle('dive', dive) : undefined}
          >
            <g transform={`scale(${KEEPER_SCALE})`}>
              <Keeper jerseyId={ids.jersey} />
            </g>
          </g>
        </g>
      </g>
      <g transform={`translate(${PENALTY_SPOT.x} ${PENALTY_SPOT.y})`}>
        <ellipse cy="12" rx="12" ry="3" fill="#1b5e20" opacity={kicked ? 0 : 0.5} />
        <g
          className={
            !kicked
              ? classes.ballWaiting
              : outcome === 'right'
                ? classes.ballScores
                : classes.ballSaved
          }
          style={
            shot && drop ? { ...moveStyle('shot', shot), ...moveStyle('drop', drop) } : undefined
          }
        >
          <Ball shadeId={ids.shade} clipId={ids.clip} />
        </g>
      </g>
      {kicked ? (
        <text
          x={SCENE.width / 2}
          y="214"
          textAnchor="middle"
          className={classes.banner}
          fill={outcome === 'right' ? '#ffd43b' : '#ffffff'}
        >
          {outcome === 'right' ? banner.goal : banner.saved}
        </text>
      ) : null}
    </svg>
  );
}
