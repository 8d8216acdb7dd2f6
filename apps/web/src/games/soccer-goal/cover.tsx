import type { SVGProps } from 'react';
import { useId } from 'react';

/** The picture of soccer-goal on the menu and its home screen: a penalty about to be scored. */
export function Cover(props: SVGProps<SVGSVGElement>) {
  const id = useId();
  const sky = `${id}-sky`;
  const grass = `${id}-grass`;
  const net = `${id}-net`;
  return (
    <svg viewBox="0 0 320 200" role="img" {...props}>
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#74c0fc" />
          <stop offset="1" stopColor="#d0ebff" />
        </linearGradient>
        <linearGradient id={grass} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#51cf66" />
          <stop offset="1" stopColor="#2b8a3e" />
        </linearGradient>
        <pattern id={net} width="10" height="10" patternUnits="userSpaceOnUse">
          <path d="M 0 0 L 10 10 M 10 0 L 0 10" stroke="#ffffff" strokeWidth="1" opacity="0.7" />
        </pattern>
      </defs>
      <rect width="320" height="200" rx="24" fill={`url(#${sky})`} />
      <path
        d="M 0 118 H 320 V 176 A 24 24 0 0 1 296 200 H 24 A 24 24 0 0 1 0 176 Z"
        fill={`url(#${grass})`}
      />
      <path d="M 0 140 H 320" stroke="#ffffff" strokeWidth="2" opacity="0.8" />
      {/* the goal with its three answer boards */}
      <rect x="52" y="30" width="216" height="110" fill="#1b2f47" opacity="0.35" />
      <rect x="52" y="30" width="216" height="110" fill={`url(#${net})`} />
      <g fill="#ffffff" stroke="#adb5bd" strokeWidth="1.5">
        <rect x="44" y="24" width="9" height="118" rx="3" />
        <rect x="267" y="24" width="9" height="118" rx="3" />
        <rect x="44" y="22" width="232" height="10" rx="4" />
      </g>
      {[
        { x: 62, label: '41' },
        { x: 133, label: '42' },
        { x: 204, label: '24' },
      ].map((board) => (
        <g key={board.x}>
          <rect
            x={board.x}
            y="40"
            width="54"
            height="30"
            rx="7"
            fill="#ffffff"
            stroke="#1d3557"
            strokeWidth="2"
          />
          <text
            x={board.x + 27}
            y="62"
            textAnchor="middle"
            fontSize="19"
            fontWeight="800"
            fontFamily="sans-serif"
            fill="#1d3557"
          >
            {board.label}
          </text>
        </g>
      ))}
      {/* the keeper diving the wrong way */}
      <g transform="translate(112 112) rotate(-65)">
        <rect x="-12" y="-26" width="24" height="28" rx="7" fill="#f76707" />
        <rect x="-10" y="0" width="20" height="10" rx="3" fill="#1d3557" />
        <circle cx="0" cy="-34" r="8" fill="#f4c29a" />
        <path d="M -8 -35 A 8 8 0 0 1 8 -35 Z" fill="#1d3557" />
        <circle cx="-22" cy="-30" r="5" fill="#f8f9fa" stroke="#2b8a3e" strokeWidth="2" />
        <circle cx="22" cy="-30" r="5" fill="#f8f9fa" stroke="#2b8a3e" strokeWidth="2" />
      </g>
      {/* the ball flying into the middle zone, with its trail */}
      <path
        d="M 170 178 Q 168 130 160 96"
        stroke="#ffffff"
        strokeWidth="3"
        strokeDasharray="4 6"
        fill="none"
        opacity="0.9"
      />
      <circle cx="160" cy="92" r="11" fill="#ffffff" stroke="#343a40" strokeWidth="1.5" />
      <polygon points="160,87 164.8,90.5 163,96 157,96 155.2,90.5" fill="#212529" />
      <text
        x="160"
        y="192"
        textAnchor="middle"
        fontSize="22"
        fontWeight="900"
        fontFamily="sans-serif"
        fill="#ffd43b"
        stroke="#1d3557"
        strokeWidth="4"
        paintOrder="stroke"
      >
        6 × 7 = ?
      </text>
    </svg>
  );
}
