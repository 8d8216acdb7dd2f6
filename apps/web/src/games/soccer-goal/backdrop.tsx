import { MOUTH, PENALTY_SPOT, SCENE } from './layout';

const CROWD_COLOURS = ['#ffd43b', '#ff8787', '#74c0fc', '#ffffff', '#b2f2bb', '#e599f7'];

/** Heads in the stands: a fixed pattern (no randomness), so the picture never flickers. */
const CROWD = Array.from({ length: 4 * 27 }, (_, index) => {
  const row = Math.floor(index / 27);
  const column = index % 27;
  return {
    key: index,
    cx: 6 + column * 15 + (row % 2) * 7,
    cy: 12 + row * 17,
    fill: CROWD_COLOURS[(row * 7 + column * 3) % CROWD_COLOURS.length],
  };
});

/** Mowed stripes of the grass, wider towards the viewer for a little depth. */
const GRASS_BANDS = [
  [100, 18],
  [140, 26],
  [196, 36],
] as const;

/** Sky, stands with their crowd, the grass and its chalk lines: everything that stays still. */
export function Backdrop({ ids }: { ids: { stands: string; grass: string } }) {
  return (
    <g>
      <defs>
        <linearGradient id={ids.stands} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2f4a6d" />
          <stop offset="1" stopColor="#1b2f47" />
        </linearGradient>
        <linearGradient id={ids.grass} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4caf50" />
          <stop offset="1" stopColor="#2e7d32" />
        </linearGradient>
      </defs>
      <rect width={SCENE.width} height="100" fill={`url(#${ids.stands})`} />
      {CROWD.map((head) => (
        <circle key={head.key} cx={head.cx} cy={head.cy} r="5" fill={head.fill} opacity="0.85" />
      ))}
      <rect y="92" width={SCENE.width} height="8" fill="#12263a" />
      <rect y="100" width={SCENE.width} height={SCENE.height - 100} fill={`url(#${ids.grass})`} />
      {GRASS_BANDS.map(([y, height]) => (
        <rect key={y} y={y} width={SCENE.width} height={height} fill="#ffffff" opacity="0.08" />
      ))}
      {/* the goal line, the six-yard box and the penalty spot */}
      <g stroke="#ffffff" strokeWidth="2.5" fill="none" opacity="0.85">
        <path d={`M 0 ${MOUTH.bottom} H ${SCENE.width}`} />
        <path d={`M 22 ${MOUTH.bottom} L 6 204 H 394 L 378 ${MOUTH.bottom}`} />
      </g>
      <ellipse cx={PENALTY_SPOT.x} cy={PENALTY_SPOT.y + 11} rx="6" ry="2.5" fill="#ffffff" />
    </g>
  );
}
