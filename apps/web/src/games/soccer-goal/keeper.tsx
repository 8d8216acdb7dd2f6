/**
 * The goalkeeper, drawn around his hip (the origin) so that the scene can slide, lift and
 * rotate him as one piece: standing ready, swaying, or diving at a shot.
 */
export function Keeper({ jerseyId }: { jerseyId: string }) {
  return (
    <g>
      <defs>
        <linearGradient id={jerseyId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff9f43" />
          <stop offset="1" stopColor="#e8590c" />
        </linearGradient>
      </defs>
      {/* legs, socks and boots */}
      <rect x="-11" y="6" width="7" height="24" rx="3" fill="#f4c29a" />
      <rect x="4" y="6" width="7" height="24" rx="3" fill="#f4c29a" />
      <rect x="-11" y="17" width="7" height="13" rx="2" fill="#e8590c" />
      <rect x="4" y="17" width="7" height="13" rx="2" fill="#e8590c" />
      <ellipse cx="-8" cy="32" rx="7" ry="3.5" fill="#1f2937" />
      <ellipse cx="8" cy="32" rx="7" ry="3.5" fill="#1f2937" />
      {/* shorts and jersey */}
      <rect x="-13" y="-4" width="26" height="13" rx="3" fill="#1d3557" />
      <path d="M -13 -28 L -30 -35" stroke="#e8590c" strokeWidth="7" strokeLinecap="round" />
      <path d="M 13 -28 L 30 -35" stroke="#e8590c" strokeWidth="7" strokeLinecap="round" />
      <rect x="-15" y="-34" width="30" height="32" rx="8" fill={`url(#${jerseyId})`} />
      <path d="M -15 -14 H 15" stroke="#fff3bf" strokeWidth="3" />
      <text
        x="0"
        y="-18"
        textAnchor="middle"
        fontSize="11"
        fontWeight="800"
        fill="#1d3557"
        fontFamily="sans-serif"
      >
        1
      </text>
      {/* gloves */}
      <circle cx="-31" cy="-36" r="6.5" fill="#f8f9fa" stroke="#2b8a3e" strokeWidth="2" />
      <circle cx="31" cy="-36" r="6.5" fill="#f8f9fa" stroke="#2b8a3e" strokeWidth="2" />
      {/* head: a friendly face, with a cap against the sun */}
      <circle cx="0" cy="-44" r="10" fill="#f4c29a" />
      <path d="M -10 -46 A 10 10 0 0 1 10 -46 Z" fill="#1d3557" />
      <path d="M 6 -47 L 16 -46 L 9 -44 Z" fill="#1d3557" />
      <circle cx="-3.5" cy="-42" r="1.4" fill="#1f2937" />
      <circle cx="3.5" cy="-42" r="1.4" fill="#1f2937" />
      <path d="M -3.5 -38.5 Q 0 -35.5 3.5 -38.5" stroke="#1f2937" strokeWidth="1.3" fill="none" />
    </g>
  );
}
