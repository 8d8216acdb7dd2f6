import type { RingPoints } from './levels';
import type { BallHit } from './problems';
import { Ball } from './fairground';

/**
 * The bonus round's points target on its stand, with the balls where they landed. Each ring is
 * labelled with its points (colour is a help, never the only clue).
 */

const CENTRE = { x: 115, y: 135 };
const BALL_RADIUS = 7;

/** Inner and outer radius of each ring's band, in scene units. */
const BANDS: Record<RingPoints, { inner: number; outer: number; fill: string }> = {
  1: { inner: 58, outer: 85, fill: '#fff4e6' },
  5: { inner: 30, outer: 58, fill: '#74c0fc' },
  10: { inner: 0, outer: 30, fill: '#ff8787' },
};

/** Where a ball sits: inside its ring's band, never over the band's edge. */
export function hitPosition(hit: BallHit) {
  const band = BANDS[hit.points];
  // In the bullseye, balls keep away from the centre, where its "10" is written.
  const near = hit.points === 10 ? 17 : band.inner + BALL_RADIUS;
  const far = hit.points === 10 ? 22 : band.outer - BALL_RADIUS;
  const distance = near + (far - near) * hit.reach;
  const radians = (hit.angle * Math.PI) / 180;
  return {
    x: CENTRE.x + distance * Math.cos(radians),
    y: CENTRE.y + distance * Math.sin(radians),
  };
}

export function PointsBoard({ hits }: { hits: readonly BallHit[] }) {
  const { x, y } = CENTRE;
  return (
    <g>
      {/* Stand */}
      <path d="M90 200 L70 285 M140 200 L160 285" stroke="#8d6e63" strokeWidth="8" />
      {([1, 5, 10] as const).map((points) => (
        <circle
          key={points}
          cx={x}
          cy={y}
          r={BANDS[points].outer}
          fill={BANDS[points].fill}
          stroke="#343a40"
          strokeWidth="2.5"
        />
      ))}
      {/* The labels sit at the top, a sector the balls never land in (see generateBonus). */}
      <g
        fontFamily="system-ui, sans-serif"
        fontWeight="800"
        textAnchor="middle"
        fill="#212529"
        aria-hidden
      >
        <text x={x} y={y + 6} fontSize="17">
          10
        </text>
        <text x={x} y={y - 38} fontSize="16">
          5
        </text>
        <text x={x} y={y - 65} fontSize="16">
          1
        </text>
      </g>
      {hits.map((hit, index) => {
        const spot = hitPosition(hit);
        return (
          <g key={index}>
            <ellipse cx={spot.x + 2} cy={spot.y + 3} rx="6" ry="4" fill="#000000" opacity="0.2" />
            <Ball x={spot.x} y={spot.y} r={BALL_RADIUS} />
          </g>
        );
      })}
    </g>
  );
}
