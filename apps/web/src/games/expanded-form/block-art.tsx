import type { Place } from './places';
import classes from './play.module.css';

/**
 * The base-ten blocks, drawn in SVG: a big cube for a thousand, a flat for a hundred, a rod for
 * ten, a small cube for one and a thin slice for a tenth. Different shapes, not just colours,
 * tell the places apart. The drawing is decoration: the numbers are always in text beside it.
 */

interface Shade {
  top: string;
  front: string;
  side: string;
  line: string;
}

export const PLACE_SHADES: Record<Place, Shade> = {
  thousands: { top: '#d0bfff', front: '#845ef7', side: '#5f3dc4', line: '#4b2fa3' },
  hundreds: { top: '#a5d8ff', front: '#339af0', side: '#1864ab', line: '#0b4a85' },
  tens: { top: '#b2f2bb', front: '#40c057', side: '#2b8a3e', line: '#1f6b2f' },
  ones: { top: '#ffec99', front: '#fcc419', side: '#e67700', line: '#a85400' },
  tenths: { top: '#fcc2d7', front: '#f06595', side: '#c2255c', line: '#8f1443' },
};

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  depth: number;
  /** Lines across the front face, to show the units a block is made of. */
  rows: number;
  columns: number;
}

/** One block in a simple oblique view: front face, top and right side. */
function Block({ box, shade }: { box: Box; shade: Shade }) {
  const { x, y, width, height, depth, rows, columns } = box;
  const front = { x, y: y + depth };
  const lines = [
    ...Array.from({ length: columns - 1 }, (_, index) => {
      const lineX = front.x + ((index + 1) * width) / columns;
      return `M${lineX} ${front.y}v${height}`;
    }),
    ...Array.from({ length: rows - 1 }, (_, index) => {
      const lineY = front.y + ((index + 1) * height) / rows;
      return `M${front.x} ${lineY}h${width}`;
    }),
  ].join('');
  return (
    <g className={classes.block}>
      <path
        d={`M${x} ${y + depth}l${depth} ${-depth}h${width}l${-depth} ${depth}z`}
        fill={shade.top}
        stroke={shade.line}
        strokeWidth={0.8}
      />
      <path
        d={`M${x + width} ${y + depth}l${depth} ${-depth}v${height}l${-depth} ${depth}z`}
        fill={shade.side}
        stroke={shade.line}
        strokeWidth={0.8}
      />
      <rect
        {...front}
        width={width}
        height={height}
        fill={shade.front}
        stroke={shade.line}
        strokeWidth={0.8}
      />
      {lines ? <path d={lines} stroke={shade.line} strokeOpacity={0.45} strokeWidth={0.5} /> : null}
    </g>
  );
}

/** Where the n-th block of a place sits in the 120 × 110 drawing. */
function boxOf(place: Place, index: number): Box {
  const row = Math.floor(index / 3);
  const column = index % 3;
  switch (place) {
    case 'thousands':
      return {
        x: 4 + column * 38,
        y: 2 + row * 36,
        width: 28,
        height: 28,
        depth: 8,
        rows: 10,
        columns: 10,
      };
    case 'hundreds':
      return {
        x: 6 + column * 38,
        y: 6 + row * 35,
        width: 30,
        height: 30,
        depth: 3,
        rows: 10,
        columns: 10,
      };
    case 'tens':
      return { x: 4 + index * 12.4, y: 2, width: 8, height: 100, depth: 4, rows: 10, columns: 1 };
    case 'ones':
      return {
        x: 16 + column * 32,
        y: 12 + row * 32,
        width: 20,
        height: 20,
        depth: 6,
        rows: 1,
        columns: 1,
      };
    case 'tenths':
      return { x: 14 + index * 10, y: 40, width: 4, height: 26, depth: 6, rows: 1, columns: 1 };
  }
}

interface BlockPileProps {
  place: Place;
  count: number;
  /** The column is the missing part of a sum: a question mark instead of blocks. */
  hidden?: boolean;
}

export function BlockPile({ place, count, hidden = false }: BlockPileProps) {
  const shade = PLACE_SHADES[place];
  return (
    <svg viewBox="0 0 120 110" className={classes.pile} aria-hidden focusable="false">
      {hidden || count === 0 ? (
        <rect
          x={6}
          y={6}
          width={108}
          height={98}
          rx={12}
          fill="none"
          stroke={hidden ? shade.side : '#adb5bd'}
          strokeWidth={2}
          strokeDasharray="6 5"
        />
      ) : null}
      {hidden ? (
        <text x={60} y={72} textAnchor="middle" fontSize={52} fontWeight={700} fill={shade.line}>
          ?
        </text>
      ) : (
        Array.from({ length: count }, (_, index) => (
          <Block key={index} box={boxOf(place, index)} shade={shade} />
        ))
      )}
    </svg>
  );
}
