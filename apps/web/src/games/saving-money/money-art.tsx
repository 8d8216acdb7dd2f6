import { useId } from 'react';
import type { MoneyValue } from './money';
import { faceValue, isBill } from './money';

/**
 * US coins and bills drawn in SVG. Each shows its value in writing and has its own size (a dime
 * is smaller than a penny, a quarter the biggest coin, bills are wide), so nothing depends on
 * colour alone.
 */

interface Look {
  width: number;
  height: number;
  light: string;
  dark: string;
  ink: string;
  /** Quarters and dimes have ridged edges; pennies and nickels are smooth. */
  ridged?: boolean;
}

const COPPER = { light: '#f6c28b', dark: '#b86a2c', ink: '#3d1c05' };
const SILVER = { light: '#f4f6f8', dark: '#9aa6b2', ink: '#1b2733' };
const GREENBACK = { light: '#e3f2dc', dark: '#8fbf82', ink: '#163d16' };

export const MONEY_LOOKS: Record<MoneyValue, Look> = {
  1: { width: 36, height: 36, ...COPPER },
  5: { width: 40, height: 40, ...SILVER },
  10: { width: 33, height: 33, ...SILVER, ridged: true },
  25: { width: 46, height: 46, ...SILVER, ridged: true },
  100: { width: 78, height: 36, ...GREENBACK },
  500: { width: 78, height: 36, ...GREENBACK },
};

/** One coin or bill with its top-left corner at (x, y), for use inside a bigger SVG. */
export function MoneyGlyph({ value, x = 0, y = 0 }: { value: MoneyValue; x?: number; y?: number }) {
  const gradient = useId();
  const look = MONEY_LOOKS[value];
  const { width, height } = look;
  const fill = (
    <defs>
      <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={look.light} />
        <stop offset="1" stopColor={look.dark} />
      </linearGradient>
    </defs>
  );
  const face = faceValue(value);

  if (isBill(value))
    return (
      <g transform={`translate(${x} ${y})`}>
        {fill}
        <rect width={width} height={height} rx="4" fill={`url(#${gradient})`} stroke="#4f7f45" />
        <rect
          x="3"
          y="3"
          width={width - 6}
          height={height - 6}
          rx="2"
          fill="none"
          stroke="#4f7f45"
          strokeDasharray="2 2"
        />
        <ellipse
          cx={width / 2 - 12}
          cy={height / 2}
          rx="9"
          ry="11"
          fill="#f3fbef"
          stroke="#4f7f45"
        />
        <circle cx={width / 2 - 12} cy={height / 2 - 3} r="3.5" fill="#6f9c63" />
        <path d={`M${width / 2 - 18} ${height / 2 + 8} q6 -8 12 0`} fill="#6f9c63" />
        <text x="7" y="12" fontSize="8" fontWeight="700" fill={look.ink}>
          {value / 100}
        </text>
        <text
          x={width - 24}
          y={height / 2 + 6}
          fontSize="15"
          fontWeight="800"
          fill={look.ink}
          fontFamily="system-ui, sans-serif"
        >
          {face}
        </text>
      </g>
    );

  const radius = width / 2;
  return (
    <g transform={`translate(${x + radius} ${y + radius})`}>
      {fill}
      <circle r={radius - 0.5} fill={`url(#${gradient})`} stroke={look.dark} />
      <circle
        r={radius - 3.5}
        fill="none"
        stroke={look.ink}
        strokeOpacity="0.35"
        strokeDasharray={look.ridged ? '1.5 1.5' : undefined}
      />
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={value >= 10 ? radius * 0.72 : radius * 0.8}
        fontWeight="800"
        fill={look.ink}
        fontFamily="system-ui, sans-serif"
      >
        {face}
      </text>
    </g>
  );
}

/** A coin or bill on its own, as the picture inside a button (the button carries the name). */
export function MoneyPicture({ value, scale = 1 }: { value: MoneyValue; scale?: number }) {
  const { width, height } = MONEY_LOOKS[value];
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width * scale}
      height={height * scale}
      aria-hidden
      focusable="false"
    >
      <MoneyGlyph value={value} />
    </svg>
  );
}
