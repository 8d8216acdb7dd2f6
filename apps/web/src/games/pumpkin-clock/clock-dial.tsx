import { useId } from 'react';
import { CENTER_X, CENTER_Y, DIAL_RADIUS, pointAt, svgId } from './clock-geometry';

interface ClockDialProps {
  showNumbers: boolean;
  /** The face glows like a lantern when the answer was right. */
  lit: boolean;
}

const TICKS = Array.from({ length: 60 }, (_, minute) => minute);
const NUMBERS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The clock face: rim, 60 tick marks (longer on the hours) and, below the top level, 1–12. */
export function ClockDial({ showNumbers, lit }: ClockDialProps) {
  const glow = svgId(useId(), 'dial-glow');
  return (
    <g>
      <defs>
        <radialGradient id={glow}>
          <stop offset="0" stopColor="#fffbe6" />
          <stop offset="1" stopColor="#ffe066" />
        </radialGradient>
      </defs>
      <circle cx={CENTER_X} cy={CENTER_Y} r={DIAL_RADIUS + 7} fill="#8a3b12" />
      <circle
        cx={CENTER_X}
        cy={CENTER_Y}
        r={DIAL_RADIUS}
        fill={lit ? `url(#${glow})` : '#fff8ec'}
        stroke="#5c2a0a"
        strokeWidth="1.5"
      />
      {TICKS.map((minute) => {
        const onHour = minute % 5 === 0;
        // Without numbers the hour marks are all a child has to count by: make them bolder.
        const length = onHour ? (showNumbers ? 9 : 14) : 4;
        const outer = pointAt(minute * 6, DIAL_RADIUS - 3);
        const inner = pointAt(minute * 6, DIAL_RADIUS - 3 - length);
        return (
          <line
            key={minute}
            x1={outer.x}
            y1={outer.y}
            x2={inner.x}
            y2={inner.y}
            stroke="#5c2a0a"
            strokeWidth={onHour ? (showNumbers ? 2.5 : 4) : 1.2}
            strokeLinecap="round"
          />
        );
      })}
      {showNumbers
        ? NUMBERS.map((number) => {
            const place = pointAt(number * 30, DIAL_RADIUS - 23);
            return (
              <text
                key={number}
                x={place.x}
                y={place.y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize="17"
                fontWeight="700"
                fontFamily="inherit"
                fill="#4a2208"
              >
                {number}
              </text>
            );
          })
        : null}
    </g>
  );
}
