import type { SVGProps } from 'react';
import { Treat } from './treat';

/** Three bowls with the same number of bones, one left over in the jar. */
function Bowl({ x }: { x: number }) {
  return (
    <g transform={`translate(${x} 150)`}>
      <ellipse cx="0" cy="0" rx="24" ry="5" fill="#a5d8ff" stroke="#1864ab" strokeWidth="2" />
      <Treat pet="puppy" x={-17} y={-14} scale={0.75} />
      <Treat pet="puppy" x={1} y={-14} scale={0.75} />
      <path
        d="M-24 0 H24 Q22 20 0 20 Q-22 20 -24 0 Z"
        fill="#1c7ed6"
        stroke="#1864ab"
        strokeWidth="2"
      />
    </g>
  );
}

/** The picture of pet-life on the menu and its home screen: a happy puppy and its shared treats. */
export function Cover(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 320 200" role="img" {...props}>
      <defs>
        <linearGradient id="pet-life-cover-wall" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#ffe8c2" />
          <stop offset="100%" stopColor="#fff6e8" />
        </linearGradient>
      </defs>
      <rect width="320" height="200" rx="24" fill="url(#pet-life-cover-wall)" />
      <path d="M0 138 H320 V176 Q320 200 296 200 H24 Q0 200 0 176 Z" fill="#e0b98a" />
      {/* Meters on the wall: food, play and rest, each with its own shape. */}
      <g transform="translate(196 22)">
        <rect width="108" height="64" rx="10" fill="#fff" stroke="#b5a8c0" strokeWidth="2" />
        {[78, 60, 88].map((fill, index) => (
          <g key={index} transform={`translate(10 ${12 + index * 17})`}>
            <rect width="88" height="9" rx="4.5" fill="#e9e2ef" />
            <rect width={(88 * fill) / 100} height="9" rx="4.5" fill="#2f9e44" />
          </g>
        ))}
      </g>
      {/* The puppy. */}
      <g transform="translate(40 18)">
        <path
          d="M98 112 Q120 104 118 80"
          fill="none"
          stroke="#8a5a2b"
          strokeWidth="9"
          strokeLinecap="round"
        />
        <ellipse cx="60" cy="110" rx="40" ry="28" fill="#e0a96d" stroke="#8a5a2b" strokeWidth="2" />
        <ellipse cx="43" cy="136" rx="11" ry="7" fill="#e0a96d" stroke="#8a5a2b" strokeWidth="2" />
        <ellipse cx="77" cy="136" rx="11" ry="7" fill="#e0a96d" stroke="#8a5a2b" strokeWidth="2" />
        <ellipse cx="28" cy="58" rx="12" ry="24" transform="rotate(22 28 58)" fill="#8a5a2b" />
        <ellipse cx="92" cy="58" rx="12" ry="24" transform="rotate(-22 92 58)" fill="#8a5a2b" />
        <circle cx="60" cy="62" r="34" fill="#e0a96d" stroke="#8a5a2b" strokeWidth="2" />
        <g fill="none" stroke="#2b2233" strokeWidth="3.5" strokeLinecap="round">
          <path d="M40 60 Q46 51 52 60" />
          <path d="M68 60 Q74 51 80 60" />
        </g>
        <ellipse cx="60" cy="70" rx="7" ry="5" fill="#3b2414" />
        <path d="M49 77 Q60 94 71 77 Z" fill="#7a1f33" />
        <circle cx="35" cy="74" r="6" fill="#f28fa8" opacity="0.55" />
        <circle cx="85" cy="74" r="6" fill="#f28fa8" opacity="0.55" />
      </g>
      <path d="M28 40 c-5 -7 -15 -2 -10 7 l10 10 l10 -10 c5 -9 -5 -14 -10 -7 z" fill="#e8436b" />
      <Bowl x={186} />
      <Bowl x={236} />
      <Bowl x={286} />
      {/* The jar with the one bone that could not be shared. */}
      <g transform="translate(14 118)">
        <rect x="4" y="0" width="30" height="7" rx="2" fill="#e8590c" />
        <rect
          x="0"
          y="6"
          width="38"
          height="46"
          rx="9"
          fill="#e7f5ff"
          stroke="#4a7ea8"
          strokeWidth="2.5"
        />
        <Treat pet="puppy" x={10} y={28} scale={0.9} />
      </g>
    </svg>
  );
}
