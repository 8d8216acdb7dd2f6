import { Egg } from './egg';
import type { EggLook } from './egg-looks';
import type { CartonSize } from './levels';

const CUP = 26;
const ROW = 30;
const PADDING = 6;

/** Cartons of 10 are two rows of five, as in the shop; smaller ones are a single row. */
export function cartonShape(size: CartonSize) {
  const columns = size === 10 ? 5 : size;
  const rows = size === 10 ? 2 : 1;
  return { columns, rows, width: columns * CUP + PADDING * 2, height: rows * ROW + PADDING * 2 };
}

interface CartonProps {
  size: CartonSize;
  x: number;
  y: number;
  look: EggLook;
  prefix: string;
  eggClassName?: string | undefined;
}

/** An egg carton drawn with its cups, an egg sitting in every cup. */
export function Carton({ size, x, y, look, prefix, eggClassName }: CartonProps) {
  const { columns, width, height } = cartonShape(size);
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={width} height={height} rx="9" fill="#e9c08a" stroke="#9c6a30" strokeWidth="2" />
      {Array.from({ length: size }, (_, index) => {
        const centreX = PADDING + CUP / 2 + (index % columns) * CUP;
        const top = PADDING + Math.floor(index / columns) * ROW;
        return (
          <g key={index}>
            <ellipse cx={centreX} cy={top + 21} rx="11" ry="6" fill="#b07a3c" />
            <Egg
              look={look}
              prefix={prefix}
              x={centreX - 8}
              y={top}
              scale={0.8}
              className={eggClassName}
            />
            <path
              d={`M${centreX - 12} ${top + 20}a12 8 0 0 0 24 0Z`}
              fill="#dcae72"
              stroke="#9c6a30"
              strokeWidth="1.2"
            />
          </g>
        );
      })}
    </g>
  );
}
