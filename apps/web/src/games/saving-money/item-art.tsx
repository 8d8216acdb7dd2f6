import type { ReactElement } from 'react';
import type { ShopItem } from './problems';

/** The toys of the shop window, each drawn in a 70 × 70 box with its top-left at (0, 0). */
const DRAWINGS: Record<ShopItem, ReactElement> = {
  kite: (
    <g>
      <path d="M35 2 L60 28 L35 58 L10 28 Z" fill="#ff6b6b" stroke="#b83232" strokeWidth="2" />
      <path d="M35 2 L35 58 M10 28 L60 28" stroke="#b83232" strokeWidth="1.5" />
      <path d="M35 2 L60 28 L35 28 Z" fill="#ffd43b" />
      <path d="M35 58 q-6 4 0 8 q6 4 0 8" fill="none" stroke="#495057" strokeWidth="1.5" />
      <path d="M31 63 l4 2 l-4 2 z M39 69 l-4 -2 l4 -2 z" fill="#4dabf7" />
    </g>
  ),
  ball: (
    <g>
      <circle cx="35" cy="37" r="28" fill="#4dabf7" stroke="#1c5d99" strokeWidth="2" />
      <path d="M9 30 Q35 46 61 30" fill="none" stroke="#fff" strokeWidth="6" />
      <path d="M35 9 Q48 37 35 65" fill="none" stroke="#ffd43b" strokeWidth="5" />
      <ellipse cx="25" cy="22" rx="6" ry="3.5" fill="#fff" opacity="0.6" />
    </g>
  ),
  book: (
    <g>
      <rect
        x="12"
        y="8"
        width="46"
        height="56"
        rx="4"
        fill="#845ef7"
        stroke="#4c2a9e"
        strokeWidth="2"
      />
      <rect x="12" y="8" width="8" height="56" rx="3" fill="#5f3dc4" />
      <rect x="26" y="18" width="26" height="12" rx="2" fill="#fff3bf" />
      <path d="M30 23 h18 M30 27 h12" stroke="#5f3dc4" strokeWidth="1.5" />
      <path d="M58 60 h-36 v4 h36" fill="#f8f9fa" />
    </g>
  ),
  yoyo: (
    <g>
      <path d="M35 2 V20" stroke="#495057" strokeWidth="1.5" />
      <circle cx="35" cy="42" r="24" fill="#51cf66" stroke="#2b8a3e" strokeWidth="2" />
      <circle cx="35" cy="42" r="14" fill="#ffd43b" stroke="#2b8a3e" strokeWidth="1.5" />
      <circle cx="35" cy="42" r="4" fill="#2b8a3e" />
      <circle cx="35" cy="2" r="3" fill="none" stroke="#495057" strokeWidth="1.5" />
    </g>
  ),
  car: (
    <g>
      <path
        d="M6 46 V36 Q8 30 16 30 L24 18 H46 L56 30 Q64 31 64 38 V46 Z"
        fill="#fa5252"
        stroke="#a61e1e"
        strokeWidth="2"
      />
      <path d="M27 22 H35 V30 H21 Z M39 22 H45 L51 30 H39 Z" fill="#d0ebff" />
      <circle cx="20" cy="48" r="8" fill="#343a40" />
      <circle cx="50" cy="48" r="8" fill="#343a40" />
      <circle cx="20" cy="48" r="3" fill="#ced4da" />
      <circle cx="50" cy="48" r="3" fill="#ced4da" />
      <rect x="58" y="36" width="6" height="4" rx="1" fill="#ffd43b" />
    </g>
  ),
  teddy: (
    <g>
      <circle cx="18" cy="14" r="8" fill="#c08552" />
      <circle cx="52" cy="14" r="8" fill="#c08552" />
      <ellipse cx="35" cy="52" rx="20" ry="17" fill="#c08552" />
      <circle cx="35" cy="28" r="18" fill="#d19a66" />
      <ellipse cx="35" cy="34" rx="8" ry="6" fill="#f3d9b1" />
      <circle cx="28" cy="24" r="2.5" fill="#2b1a0e" />
      <circle cx="42" cy="24" r="2.5" fill="#2b1a0e" />
      <ellipse cx="35" cy="31" rx="3" ry="2" fill="#2b1a0e" />
      <ellipse cx="35" cy="54" rx="9" ry="8" fill="#f3d9b1" />
    </g>
  ),
};

export function ItemGlyph({ item }: { item: ShopItem }) {
  return DRAWINGS[item];
}
