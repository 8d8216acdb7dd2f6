import type { SVGProps } from 'react';
import { useId } from 'react';

export interface FishColours {
  body: string;
  belly: string;
  fin: string;
}

/** One friendly palette, a colour per lane; the number a fish carries is what matters. */
export const FISH_COLOURS: readonly FishColours[] = [
  { body: '#ff8a3d', belly: '#ffd6a8', fin: '#d9601f' },
  { body: '#9b6dff', belly: '#ddd0ff', fin: '#6a3fd1' },
  { body: '#2fbf8f', belly: '#bff2dc', fin: '#168a64' },
  { body: '#ff6fa8', belly: '#ffd4e5', fin: '#cf3f78' },
  { body: '#ffc233', belly: '#fff0bd', fin: '#d38f00' },
];

interface FishShapeProps extends SVGProps<SVGSVGElement> {
  colours: FishColours;
  /** 0 plain, 1 stripes, 2 spots: fish differ by shape too, not by colour alone. */
  pattern: number;
}

/**
 * A round, smiling fish facing right, drawn so its middle (x = 60) stays clear for the number
 * badge whichever way it swims.
 */
export function FishShape({ colours, pattern, ...props }: FishShapeProps) {
  const gradient = `fish-${useId()}`;
  const { body, belly, fin } = colours;
  return (
    <svg viewBox="0 0 120 64" aria-hidden focusable="false" {...props}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={body} />
          <stop offset="1" stopColor={belly} />
        </linearGradient>
      </defs>
      <path d="M28 32 L3 9 Q12 32 3 55 Z" fill={fin} />
      <path d="M46 12 Q62 -4 82 11 Z" fill={fin} />
      <path d="M52 52 Q60 66 72 53 Z" fill={fin} />
      <ellipse
        cx="64"
        cy="32"
        rx="44"
        ry="25"
        fill={`url(#${gradient})`}
        stroke={fin}
        strokeWidth="2.5"
      />
      {pattern % 3 === 1 ? (
        <g stroke={fin} strokeWidth="4" fill="none" strokeLinecap="round" opacity="0.75">
          <path d="M34 14 Q28 32 34 50" />
          <path d="M88 11 Q82 32 88 53" />
        </g>
      ) : null}
      {pattern % 3 === 2 ? (
        <g fill={fin} opacity="0.7">
          <circle cx="34" cy="24" r="4" />
          <circle cx="37" cy="41" r="3" />
          <circle cx="86" cy="45" r="3.5" />
        </g>
      ) : null}
      <circle cx="96" cy="25" r="6" fill="#fff" />
      <circle cx="97.5" cy="25" r="3.2" fill="#1a2b4a" />
      <circle cx="98.5" cy="23.8" r="1" fill="#fff" />
      <path
        d="M101 39 Q105 42 108 38"
        stroke="#1a2b4a"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
