import type { CSSProperties } from 'react';
import { useId } from 'react';
import type { EggColour, EggLook } from './egg-looks';

/** Soft spring colours, each also lighter or darker than its neighbours, under a dark outline. */
export const EGG_FILLS: Record<EggColour, string> = {
  blue: '#74c0fc',
  pink: '#faa2c1',
  yellow: '#ffe066',
  green: '#b2f2bb',
  purple: '#b197fc',
};

/** Patterns are drawn in dark ink so they show on every colour (and to every eye). */
const INK = 'rgba(33, 37, 41, 0.62)';
/** An egg 20 wide and 26 tall, its top at 0, 0. */
export const EGG_WIDTH = 20;
export const EGG_HEIGHT = 26;
const EGG_PATH =
  'M10 0C15.6 0 20 9.6 20 16C20 22.1 15.6 26 10 26C4.4 26 0 22.1 0 16C0 9.6 4.4 0 10 0Z';

/** Ids for one SVG's egg patterns: useId's characters are not all safe inside url(#…). */
export function usePatternPrefix() {
  return `egg${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** The three patterns, each sized to the egg it fills (object bounding box units). */
export function EggPatternDefs({ prefix }: { prefix: string }) {
  const box = { patternUnits: 'objectBoundingBox', patternContentUnits: 'objectBoundingBox' };
  return (
    <defs>
      <pattern id={`${prefix}-stripes`} width="1" height="0.25" {...box}>
        <rect x="0" y="0.08" width="1" height="0.09" fill={INK} />
      </pattern>
      <pattern id={`${prefix}-dots`} width="0.34" height="0.22" {...box}>
        <ellipse cx="0.17" cy="0.11" rx="0.085" ry="0.065" fill={INK} />
      </pattern>
      <pattern id={`${prefix}-zigzag`} width="1" height="0.3" {...box}>
        <polyline
          points="0,0.21 0.125,0.08 0.25,0.21 0.375,0.08 0.5,0.21 0.625,0.08 0.75,0.21 0.875,0.08 1,0.21"
          fill="none"
          stroke={INK}
          strokeWidth="0.055"
          strokeLinejoin="round"
        />
      </pattern>
    </defs>
  );
}

interface EggProps {
  look: EggLook;
  /** The prefix of the EggPatternDefs in the same SVG. */
  prefix: string;
  /** Where the egg's top-left corner goes, and how big it is (1: 20 × 26). */
  x: number;
  y: number;
  scale?: number;
  tilt?: number;
  /** For animations: applied to an inner group, so CSS transforms do not undo the placement. */
  className?: string | undefined;
  style?: CSSProperties | undefined;
}

export function Egg({ look, prefix, x, y, scale = 1, tilt = 0, className, style }: EggProps) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale}) rotate(${tilt} 10 13)`}>
      <g className={className} style={style}>
        <path d={EGG_PATH} fill={EGG_FILLS[look.colour]} />
        <path d={EGG_PATH} fill={`url(#${prefix}-${look.pattern})`} />
        <ellipse cx="6.4" cy="8.5" rx="2.2" ry="4" fill="#fff" opacity="0.65" />
        <path d={EGG_PATH} fill="none" stroke="#343a40" strokeWidth="1.2" />
      </g>
    </g>
  );
}
