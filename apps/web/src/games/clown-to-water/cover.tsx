import type { SVGProps } from 'react';
import { Clown } from './clown';
import {
  Backdrop,
  Ball,
  Bucket,
  Plank,
  SPOTS,
  TankBack,
  TankFront,
  TriggerTarget,
} from './fairground';

/**
 * The picture of Clown to Water on the menu and its home screen: the scene's own parts, drawn
 * still (no styles, so the menu loads no game CSS), the ball just about to hit the target.
 */
export function Cover(props: SVGProps<SVGSVGElement>) {
  const { x, y } = SPOTS.trigger;
  return (
    <svg viewBox="0 0 320 200" role="img" {...props}>
      {/* The scene is 480 × 300: two thirds of it fills the cover. */}
      <g transform="scale(0.6667)">
        <Backdrop idPrefix="clown-cover-" />
        <TankBack />
        <Bucket />
        <Clown mood="splashed" />
        <Plank />
        <TankFront idPrefix="clown-cover-" />
        <TriggerTarget />
        <path
          d={`M${SPOTS.ballStart.x} ${SPOTS.ballStart.y - 14} Q120 40 ${x - 26} ${y - 6}`}
          fill="none"
          stroke="#495057"
          strokeWidth="3"
          strokeDasharray="2 9"
          strokeLinecap="round"
        />
        <Ball x={x - 20} y={y - 4} r={10} />
        <path
          d={`M${x - 4} ${y - 30} l4 -10 M${x + 14} ${y - 22} l8 -7 M${x + 22} ${y - 2} l10 0`}
          stroke="#f08c00"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}
