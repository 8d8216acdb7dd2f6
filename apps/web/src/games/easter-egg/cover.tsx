import type { SVGProps } from 'react';
import { Basket } from './basket';
import { Bunny } from './bunny';
import { Egg, EggPatternDefs, usePatternPrefix } from './egg';
import type { EggLook } from './egg-looks';

const PILE: readonly { look: EggLook; x: number; y: number; tilt: number }[] = [
  { look: { colour: 'blue', pattern: 'stripes' }, x: 56, y: 150, tilt: -8 },
  { look: { colour: 'pink', pattern: 'dots' }, x: 80, y: 152, tilt: 4 },
  { look: { colour: 'yellow', pattern: 'zigzag' }, x: 104, y: 150, tilt: -3 },
  { look: { colour: 'purple', pattern: 'dots' }, x: 68, y: 126, tilt: 6 },
  { look: { colour: 'green', pattern: 'stripes' }, x: 92, y: 127, tilt: -6 },
  { look: { colour: 'pink', pattern: 'zigzag' }, x: 186, y: 156, tilt: 10 },
  { look: { colour: 'blue', pattern: 'dots' }, x: 208, y: 160, tilt: -4 },
];

/** The picture of Easter Egg Count: a basket lifting off a pile of eggs, the bunny bringing more. */
export function Cover(props: SVGProps<SVGSVGElement>) {
  const prefix = usePatternPrefix();
  return (
    <svg viewBox="0 0 320 200" role="img" {...props}>
      <EggPatternDefs prefix={prefix} />
      <defs>
        <linearGradient id={`${prefix}-cover-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a5d8ff" />
          <stop offset="1" stopColor="#e7f5ff" />
        </linearGradient>
      </defs>
      <rect width="320" height="200" rx="24" fill={`url(#${prefix}-cover-sky)`} />
      <circle cx="278" cy="38" r="20" fill="#ffd43b" />
      <g fill="#fff" opacity="0.9">
        <ellipse cx="200" cy="36" rx="28" ry="10" />
        <ellipse cx="218" cy="30" rx="17" ry="10" />
      </g>
      <path d="M0 112Q80 82 170 104T320 94V176Q320 200 296 200H24Q0 200 0 176Z" fill="#8ce99a" />
      <path d="M0 138Q110 118 210 134T320 128V176Q320 200 296 200H24Q0 200 0 176Z" fill="#51cf66" />
      {PILE.map((egg) => (
        <Egg key={`${egg.x}-${egg.y}`} prefix={prefix} {...egg} />
      ))}
      <g transform="rotate(-10 90 60)">
        <Basket centreX={90} bottomY={100} />
      </g>
      <Bunny x={226} y={76} scale={0.85} mood="happy" />
    </svg>
  );
}
