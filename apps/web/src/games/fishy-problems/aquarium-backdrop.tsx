import type { CSSProperties } from 'react';
import classes from './aquarium.module.css';

/**
 * Where the rising bubbles start, and when: spread so the water never looks empty. Without
 * movement they rest at different heights instead.
 */
const BUBBLES = [
  { left: '6%', size: 10, delay: 0, rest: '22%' },
  { left: '18%', size: 6, delay: 2.4, rest: '58%' },
  { left: '41%', size: 8, delay: 4.1, rest: '12%' },
  { left: '63%', size: 12, delay: 1.2, rest: '70%' },
  { left: '79%', size: 7, delay: 3.3, rest: '35%' },
  { left: '93%', size: 9, delay: 5.2, rest: '48%' },
];

/**
 * The bottom of the tank — sand, rocks, a shell, swaying weed — and bubbles rising: decoration
 * only (hidden from screen readers), behind the fish.
 */
export function AquariumBackdrop() {
  return (
    <div className={classes.backdrop} aria-hidden>
      {BUBBLES.map((bubble) => (
        <span
          key={bubble.left}
          className={classes.ambientBubble}
          style={
            {
              left: bubble.left,
              width: bubble.size,
              height: bubble.size,
              '--bubble-delay': `${-bubble.delay}s`,
              '--bubble-rest': bubble.rest,
            } as CSSProperties
          }
        />
      ))}
      <svg
        className={classes.seabed}
        viewBox="0 0 400 90"
        preserveAspectRatio="xMidYMax slice"
        focusable="false"
      >
        <defs>
          <linearGradient id="fishy-sand" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#f6dfa8" />
            <stop offset="1" stopColor="#ddb66c" />
          </linearGradient>
        </defs>
        <g className={classes.weed}>
          <path
            d="M30 80 Q18 55 32 38 Q44 22 30 4"
            stroke="#1f9d6b"
            strokeWidth="8"
            fill="none"
            strokeLinecap="round"
          />
          <path
            d="M44 80 Q54 60 44 44 Q36 30 46 16"
            stroke="#2cb67d"
            strokeWidth="6"
            fill="none"
            strokeLinecap="round"
          />
        </g>
        <g className={classes.weedSlow}>
          <path
            d="M352 80 Q340 58 354 42 Q366 26 354 10"
            stroke="#1f9d6b"
            strokeWidth="8"
            fill="none"
            strokeLinecap="round"
          />
          <path
            d="M368 80 Q378 62 368 48 Q360 36 370 24"
            stroke="#40c98f"
            strokeWidth="5"
            fill="none"
            strokeLinecap="round"
          />
        </g>
        <path d="M0 70 Q50 58 100 68 T200 66 T300 64 T400 68 V90 H0 Z" fill="url(#fishy-sand)" />
        <ellipse cx="250" cy="70" rx="26" ry="14" fill="#8d99ae" />
        <ellipse cx="272" cy="74" rx="16" ry="10" fill="#6c7a90" />
        <path d="M140 76 Q150 58 160 76 Z" fill="#ffb3c7" stroke="#e07a98" strokeWidth="2" />
        <path
          d="M150 60 L150 76 M144 66 L150 76 M156 66 L150 76"
          stroke="#e07a98"
          strokeWidth="1.5"
        />
        <circle cx="200" cy="80" r="3" fill="#fff4d6" />
        <circle cx="96" cy="82" r="2.5" fill="#fff4d6" />
      </svg>
    </div>
  );
}
