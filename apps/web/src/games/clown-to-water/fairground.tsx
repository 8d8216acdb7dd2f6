/**
 * The still parts of the fairground, drawn in the scene's 480 × 300 units: sky and bunting,
 * the dunk tank, the little target that drops the plank, and the bucket of balls. Plain SVG
 * with no styles of its own, so the menu's cover can draw them without the play screen's CSS.
 */

/** Where things stand, shared by the scene, its animations (scene.module.css) and the cover. */
export const SPOTS = {
  waterTop: 190,
  tankBottom: 263,
  trigger: { x: 225, y: 100 },
  ballStart: { x: 72, y: 236 },
} as const;

const FLAG_COLOURS = ['#e03131', '#fab005', '#1c7ed6', '#37b24d'];

export function Backdrop({ idPrefix }: { idPrefix: string }) {
  return (
    <g>
      <defs>
        <linearGradient id={`${idPrefix}sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a5d8ff" />
          <stop offset="1" stopColor="#e7f5ff" />
        </linearGradient>
        <linearGradient id={`${idPrefix}water`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4dabf7" />
          <stop offset="1" stopColor="#1864ab" />
        </linearGradient>
      </defs>
      <rect width="480" height="300" fill={`url(#${idPrefix}sky)`} />
      <circle cx="420" cy="40" r="22" fill="#ffe066" />
      <path d="M0 14 Q240 44 480 14" fill="none" stroke="#868e96" strokeWidth="2" />
      {Array.from({ length: 12 }, (_, index) => {
        const x = 10 + index * 40;
        // On the string's curve (a quadratic from y 14 sagging to 44 in the middle).
        const t = (x + 13) / 480;
        const y = 14 + 60 * t * (1 - t);
        return (
          <path
            key={x}
            d={`M${x} ${y} L${x + 26} ${y + 1} L${x + 13} ${y + 24} Z`}
            fill={FLAG_COLOURS[index % FLAG_COLOURS.length]}
          />
        );
      })}
      <rect y="262" width="480" height="38" fill="#8ce99a" />
      <path d="M0 262 H480" stroke="#51cf66" strokeWidth="4" />
    </g>
  );
}

/** The tank's back: posts, back glass and the bracket the plank hangs on. */
export function TankBack() {
  return (
    <g>
      <rect x="270" y="165" width="170" height="100" rx="6" fill="#d0ebff" />
      <rect x="262" y="88" width="10" height="180" rx="4" fill="#868e96" />
      <rect x="438" y="120" width="10" height="148" rx="4" fill="#868e96" />
      <rect x="430" y="146" width="18" height="8" rx="2" fill="#495057" />
    </g>
  );
}

export function Plank() {
  return (
    <g>
      <rect x="298" y="138" width="148" height="10" rx="4" fill="#c08a52" />
      <path d="M306 143 H436" stroke="#9c6b3c" strokeWidth="1.5" />
      <circle cx="442" cy="143" r="4" fill="#343a40" />
    </g>
  );
}

/** The water and glass in front of the clown: a dunked clown shows through, tinted blue. */
export function TankFront({ idPrefix }: { idPrefix: string }) {
  const top = SPOTS.waterTop;
  return (
    <g>
      <path
        d={`M272 ${top} q14 -6 28 0 t28 0 t28 0 t28 0 t28 0 t28 0 V${SPOTS.tankBottom} H272 Z`}
        fill={`url(#${idPrefix}water)`}
        opacity="0.82"
      />
      <rect
        x="270"
        y="165"
        width="170"
        height="100"
        rx="6"
        fill="none"
        stroke="#495057"
        strokeWidth="4"
      />
      <path d="M282 178 V250" stroke="#ffffff" strokeWidth="4" opacity="0.6" />
      <rect x="262" y="262" width="186" height="8" rx="3" fill="#495057" />
    </g>
  );
}

/** The small target on an arm: hit it and the plank drops. Rings plus a dot, not colour only. */
export function TriggerTarget() {
  const { x, y } = SPOTS.trigger;
  return (
    <g>
      <rect x={x + 6} y={y - 3} width={262 - x - 6} height="6" fill="#868e96" />
      <circle cx={x} cy={y} r="19" fill="#ffffff" stroke="#343a40" strokeWidth="2" />
      <circle cx={x} cy={y} r="13" fill="#e03131" />
      <circle cx={x} cy={y} r="8" fill="#ffffff" />
      <circle cx={x} cy={y} r="4" fill="#e03131" />
    </g>
  );
}

/** A bucket of spare balls, bottom left: the thrown ball starts on top of it. */
export function Bucket() {
  return (
    <g>
      <circle cx="58" cy="246" r="9" fill="#ffd43b" stroke="#5c3d00" strokeWidth="2" />
      <circle cx="88" cy="247" r="9" fill="#ffd43b" stroke="#5c3d00" strokeWidth="2" />
      <path d="M44 244 H102 L96 288 H50 Z" fill="#e64980" stroke="#a61e4d" strokeWidth="2" />
      <path d="M47 258 H99 M49 272 H97" stroke="#ffdeeb" strokeWidth="3" />
    </g>
  );
}

/** A throwing ball: yellow with a dark outline and a seam, readable on sky, grass and water. */
export function Ball({ x, y, r = 9 }: { x: number; y: number; r?: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill="#ffd43b" stroke="#5c3d00" strokeWidth="2" />
      <path
        d={`M${x - r + 2} ${y - 2} Q${x} ${y + r * 0.6} ${x + r - 2} ${y - 2}`}
        fill="none"
        stroke="#5c3d00"
        strokeWidth="1.5"
      />
    </g>
  );
}
