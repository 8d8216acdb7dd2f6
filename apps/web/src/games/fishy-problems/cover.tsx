import type { SVGProps } from 'react';
import { FISH_COLOURS, FishShape } from './fish-shape';
import { Net } from './net';

/** The picture of Fishy Problems on the menu and its home screen: a tank, a sum, a net. */
export function Cover(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 320 200" role="img" {...props}>
      <defs>
        <linearGradient id="fishy-cover-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#c4f0ff" />
          <stop offset="0.4" stopColor="#6cc4ee" />
          <stop offset="1" stopColor="#2f86c9" />
        </linearGradient>
        <clipPath id="fishy-cover-tank">
          <rect x="4" y="4" width="312" height="192" rx="24" />
        </clipPath>
        <linearGradient id="fishy-cover-sand" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f6dfa8" />
          <stop offset="1" stopColor="#ddb66c" />
        </linearGradient>
      </defs>
      <g clipPath="url(#fishy-cover-tank)">
        <rect x="4" y="4" width="312" height="192" rx="24" fill="url(#fishy-cover-water)" />
        <path d="M70 4 L110 4 L60 196 L30 196 Z" fill="#ffffff" opacity="0.14" />
        <path d="M190 4 L210 4 L170 196 L156 196 Z" fill="#ffffff" opacity="0.1" />
        <path
          d="M28 196 Q14 170 28 150 Q40 132 28 112"
          stroke="#1f9d6b"
          strokeWidth="8"
          fill="none"
          strokeLinecap="round"
        />
        <path
          d="M292 196 Q304 168 290 150 Q278 134 292 118"
          stroke="#2cb67d"
          strokeWidth="7"
          fill="none"
          strokeLinecap="round"
        />
        <path
          d="M0 176 Q60 164 120 174 T240 170 T320 174 V200 H0 Z"
          fill="url(#fishy-cover-sand)"
        />
        <ellipse cx="238" cy="182" rx="20" ry="10" fill="#8d99ae" />
      </g>
      <rect
        x="70"
        y="16"
        width="180"
        height="40"
        rx="12"
        fill="#fffaf0"
        stroke="#c89b5e"
        strokeWidth="3"
      />
      <text
        x="160"
        y="45"
        textAnchor="middle"
        fontSize="26"
        fontWeight="800"
        fill="#1a2b4a"
        fontFamily="system-ui, sans-serif"
      >
        4 + 3 = ?
      </text>
      {[
        { x: 22, y: 70, number: '5', lane: 1 },
        { x: 178, y: 86, number: '7', lane: 0 },
        { x: 92, y: 124, number: '6', lane: 2 },
      ].map((fish) => (
        <g key={fish.number}>
          <FishShape
            colours={FISH_COLOURS[fish.lane]!}
            pattern={fish.lane}
            x={fish.x}
            y={fish.y}
            width="110"
            height="59"
          />
          <circle
            cx={fish.x + 55}
            cy={fish.y + 29.5}
            r="15"
            fill="#ffffff"
            stroke="#1a2b4a"
            strokeWidth="2.5"
          />
          <text
            x={fish.x + 55}
            y={fish.y + 37}
            textAnchor="middle"
            fontSize="21"
            fontWeight="800"
            fill="#12263f"
            fontFamily="system-ui, sans-serif"
          >
            {fish.number}
          </text>
        </g>
      ))}
      <Net x="177" y="83" width="112" height="112" />
      <g fill="#ffffff" fillOpacity="0.3" stroke="#ffffff" strokeWidth="2">
        <circle cx="246" cy="72" r="5" />
        <circle cx="258" cy="60" r="4" />
        <circle cx="252" cy="80" r="3" />
      </g>
      <rect
        x="4"
        y="4"
        width="312"
        height="192"
        rx="24"
        fill="none"
        stroke="#1d4e7a"
        strokeWidth="6"
      />
    </svg>
  );
}
