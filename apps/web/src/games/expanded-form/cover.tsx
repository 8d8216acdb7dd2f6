import type { SVGProps } from 'react';

/**
 * The picture of Expanded Form on the menu and its home screen: 1,234 made of one thousand
 * cube, two hundred flats, three ten rods and four unit cubes. Self-contained (no CSS module),
 * because the menu shows every cover without loading the games.
 */

interface Shade {
  top: string;
  front: string;
  side: string;
  line: string;
}

const VIOLET = { top: '#d0bfff', front: '#845ef7', side: '#5f3dc4', line: '#4b2fa3' };
const BLUE = { top: '#a5d8ff', front: '#339af0', side: '#1864ab', line: '#0b4a85' };
const GREEN = { top: '#b2f2bb', front: '#40c057', side: '#2b8a3e', line: '#1f6b2f' };
const ORANGE = { top: '#ffec99', front: '#fcc419', side: '#e67700', line: '#a85400' };

function Block(props: {
  x: number;
  y: number;
  width: number;
  height: number;
  depth: number;
  grid: [rows: number, columns: number];
  shade: Shade;
}) {
  const { x, y, width, height, depth, grid, shade } = props;
  const [rows, columns] = grid;
  const top = y + depth;
  const lines = [
    ...Array.from(
      { length: columns - 1 },
      (_, i) => `M${x + ((i + 1) * width) / columns} ${top}v${height}`,
    ),
    ...Array.from(
      { length: rows - 1 },
      (_, i) => `M${x} ${top + ((i + 1) * height) / rows}h${width}`,
    ),
  ].join('');
  return (
    <g stroke={shade.line} strokeWidth={1}>
      <path d={`M${x} ${top}l${depth} ${-depth}h${width}l${-depth} ${depth}z`} fill={shade.top} />
      <path
        d={`M${x + width} ${top}l${depth} ${-depth}v${height}l${-depth} ${depth}z`}
        fill={shade.side}
      />
      <rect x={x} y={top} width={width} height={height} fill={shade.front} />
      {lines ? <path d={lines} strokeOpacity={0.45} strokeWidth={0.6} /> : null}
    </g>
  );
}

export function Cover(props: SVGProps<SVGSVGElement>) {
  const label = { fontSize: 15, fontWeight: 700, fill: '#343a40', textAnchor: 'middle' } as const;
  const plus = { fontSize: 24, fontWeight: 800, fill: '#495057', textAnchor: 'middle' } as const;
  return (
    <svg viewBox="0 0 320 200" role="img" {...props}>
      <defs>
        <linearGradient id="expanded-form-cover-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e7f5ff" />
          <stop offset="1" stopColor="#fff9db" />
        </linearGradient>
      </defs>
      <rect width="320" height="200" rx="24" fill="url(#expanded-form-cover-sky)" />
      <rect x="8" y="150" width="304" height="20" rx="8" fill="#e9ecef" />
      <rect
        x="98"
        y="10"
        width="124"
        height="46"
        rx="14"
        fill="#fff"
        stroke="#4c6ef5"
        strokeWidth="3"
      />
      <text x="160" y="45" fontSize="32" fontWeight="800" textAnchor="middle" fill="#212529">
        <tspan fill="#5f3dc4">1</tspan>,<tspan fill="#1864ab">2</tspan>
        <tspan fill="#2b8a3e">3</tspan>
        <tspan fill="#c2410c">4</tspan>
      </text>
      <Block x={14} y={92} width={56} height={56} depth={12} grid={[10, 10]} shade={VIOLET} />
      <text x={96} y={128} {...plus}>
        +
      </text>
      <Block x={112} y={104} width={42} height={42} depth={5} grid={[10, 10]} shade={BLUE} />
      <Block x={118} y={96} width={42} height={42} depth={5} grid={[10, 10]} shade={BLUE} />
      <text x={180} y={128} {...plus}>
        +
      </text>
      {[0, 1, 2].map((index) => (
        <Block
          key={index}
          x={196 + index * 12}
          y={68}
          width={9}
          height={80}
          depth={4}
          grid={[10, 1]}
          shade={GREEN}
        />
      ))}
      <text x={250} y={128} {...plus}>
        +
      </text>
      {[0, 1, 2, 3].map((index) => (
        <Block
          key={index}
          x={266 + (index % 2) * 24}
          y={106 + Math.floor(index / 2) * 22}
          width={17}
          height={17}
          depth={5}
          grid={[1, 1]}
          shade={ORANGE}
        />
      ))}
      <text x={46} y={190} {...label}>
        1,000
      </text>
      <text x={138} y={190} {...label}>
        200
      </text>
      <text x={214} y={190} {...label}>
        30
      </text>
      <text x={290} y={190} {...label}>
        4
      </text>
    </svg>
  );
}
