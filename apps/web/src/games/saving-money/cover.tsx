import type { SVGProps } from 'react';
import { ItemGlyph } from './item-art';
import { MoneyGlyph } from './money-art';
import { Piggy } from './piggy';

/** The picture of saving-money on the menu and its home screen: coins falling into a piggy. */
export function Cover(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 320 200" role="img" {...props}>
      <defs>
        <linearGradient id="saving-money-cover-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d0ebff" />
          <stop offset="1" stopColor="#fff4e6" />
        </linearGradient>
      </defs>
      <rect width="320" height="200" rx="24" fill="url(#saving-money-cover-sky)" />
      <circle cx="292" cy="30" r="18" fill="#ffe066" />
      <rect x="0" y="168" width="320" height="32" fill="#d9a273" />
      <rect x="0" y="166" width="320" height="4" fill="#b57a4a" />
      {/* The kite the piggy saves for, with its price tag. */}
      <g transform="translate(22 20) scale(1.1)">
        <ItemGlyph item="kite" />
      </g>
      <g transform="translate(30 110)">
        <path d="M0 14 L10 0 H70 V28 H10 Z" fill="#fff" stroke="#e8590c" strokeWidth="2" />
        <text x="42" y="19" textAnchor="middle" fontSize="14" fontWeight="800" fill="#7a2e05">
          $3.45
        </text>
      </g>
      <g transform="translate(150 74) scale(1.15)">
        <Piggy happy />
      </g>
      {/* Coins on their way to the slot, and a bill waiting on the shelf. */}
      <MoneyGlyph value={25} x={196} y={14} />
      <MoneyGlyph value={10} x={230} y={40} />
      <MoneyGlyph value={5} x={166} y={46} />
      <MoneyGlyph value={100} x={40} y={150} />
      <MoneyGlyph value={1} x={124} y={156} />
    </svg>
  );
}
