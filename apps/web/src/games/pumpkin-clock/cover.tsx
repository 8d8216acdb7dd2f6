import type { SVGProps } from 'react';

/** Points of the cover clock: `radius` from its centre at `degrees` clockwise from 12. */
function around(degrees: number, radius: number) {
  const radians = (degrees * Math.PI) / 180;
  return { x: 112 + radius * Math.sin(radians), y: 130 - radius * Math.cos(radians) };
}

const HOUR_MARKS = Array.from({ length: 12 }, (_, index) => index * 30);
const CORNER_NUMBERS = [
  { text: '12', degrees: 0 },
  { text: '3', degrees: 90 },
  { text: '6', degrees: 180 },
  { text: '9', degrees: 270 },
];

/**
 * The picture of pumpkin-clock on the menu and its home screen: a grinning pumpkin with a
 * clock on its belly at half past three, and the time it shows in a bubble. Self-contained,
 * so the menu draws it without loading the game.
 */
export function Cover(props: SVGProps<SVGSVGElement>) {
  const minuteTip = around(180, 30);
  const hourTip = around(105, 19);
  return (
    <svg viewBox="0 0 320 200" role="img" {...props}>
      <defs>
        <linearGradient id="pumpkin-clock-cover-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d0ebff" />
          <stop offset="1" stopColor="#fff4e6" />
        </linearGradient>
        <radialGradient id="pumpkin-clock-cover-skin" cx="40%" cy="35%" r="75%">
          <stop offset="0" stopColor="#ffb366" />
          <stop offset="0.6" stopColor="#fd7e14" />
          <stop offset="1" stopColor="#d9480f" />
        </radialGradient>
      </defs>
      <rect width="320" height="200" rx="24" fill="url(#pumpkin-clock-cover-sky)" />
      <circle cx="282" cy="34" r="16" fill="#fff3bf" stroke="#fcc419" strokeWidth="2" />
      <ellipse cx="160" cy="204" rx="210" ry="34" fill="#b2f2bb" />
      <path d="M40 30 q8 -10 16 0 q-8 6 -16 0 Z" fill="#f08c00" transform="rotate(-20 48 30)" />
      <path d="M214 140 q8 -10 16 0 q-8 6 -16 0 Z" fill="#e8590c" transform="rotate(25 222 140)" />
      <path
        d="M106 36 C104 26 104 18 108 10 L120 9 C120 18 121 26 124 36 Z"
        fill="#6b8e23"
        stroke="#425e14"
        strokeWidth="2"
      />
      <path
        d="M121 28 C132 14 150 16 156 26 C144 26 134 30 124 34 Z"
        fill="#82c91e"
        stroke="#5c940d"
        strokeWidth="1.5"
      />
      {[
        { cx: 62, rx: 50 },
        { cx: 162, rx: 50 },
        { cx: 88, rx: 50 },
        { cx: 136, rx: 50 },
        { cx: 112, rx: 54 },
      ].map((lobe) => (
        <ellipse
          key={lobe.cx}
          cx={lobe.cx}
          cy="112"
          rx={lobe.rx}
          ry="80"
          fill="url(#pumpkin-clock-cover-skin)"
          stroke="#a63e0b"
          strokeWidth="2"
        />
      ))}
      <path d="M84 68 L92 54 L100 68 Z" fill="#3b1a06" />
      <path d="M124 68 L132 54 L140 68 Z" fill="#3b1a06" />
      <path d="M96 76 Q112 88 128 76 Q112 82 96 76 Z" fill="#3b1a06" />
      <circle cx="112" cy="130" r="41" fill="#8a3b12" />
      <circle cx="112" cy="130" r="37" fill="#fff8ec" />
      {HOUR_MARKS.map((degrees) => {
        const outer = around(degrees, 35);
        const inner = around(degrees, 30);
        return (
          <line
            key={degrees}
            x1={outer.x}
            y1={outer.y}
            x2={inner.x}
            y2={inner.y}
            stroke="#5c2a0a"
            strokeWidth="2"
            strokeLinecap="round"
          />
        );
      })}
      {CORNER_NUMBERS.map(({ text, degrees }) => {
        const place = around(degrees, 22);
        return (
          <text
            key={text}
            x={place.x}
            y={place.y}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize="11"
            fontWeight="700"
            fill="#4a2208"
          >
            {text}
          </text>
        );
      })}
      <line
        x1="112"
        y1="130"
        x2={hourTip.x}
        y2={hourTip.y}
        stroke="#3b1a06"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <line
        x1="112"
        y1="130"
        x2={minuteTip.x}
        y2={minuteTip.y}
        stroke="#9c360b"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="112" cy="130" r="4" fill="#6b8e23" stroke="#425e14" strokeWidth="1.5" />
      <path
        d="M196 58 h92 a14 14 0 0 1 14 14 v34 a14 14 0 0 1 -14 14 h-70 l-18 14 l4 -14 h-8 a14 14 0 0 1 -14 -14 v-34 a14 14 0 0 1 14 -14 Z"
        fill="#fff8ec"
        stroke="#a63e0b"
        strokeWidth="3"
      />
      <text
        x="243"
        y="90"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="34"
        fontWeight="800"
        fill="#3b1a06"
      >
        3:30
      </text>
      {[
        { x: 236, y: 160 },
        { x: 282, y: 166 },
      ].map((small) => (
        <g key={small.x} transform={`translate(${small.x} ${small.y})`}>
          <path d="M-2 -18 L-3 -26 L4 -26 L3 -18 Z" fill="#6b8e23" />
          <ellipse
            cx="-9"
            cy="0"
            rx="13"
            ry="17"
            fill="#fd7e14"
            stroke="#a63e0b"
            strokeWidth="1.5"
          />
          <ellipse
            cx="9"
            cy="0"
            rx="13"
            ry="17"
            fill="#fd7e14"
            stroke="#a63e0b"
            strokeWidth="1.5"
          />
          <ellipse
            cx="0"
            cy="0"
            rx="14"
            ry="18"
            fill="#ff922b"
            stroke="#a63e0b"
            strokeWidth="1.5"
          />
        </g>
      ))}
    </svg>
  );
}
