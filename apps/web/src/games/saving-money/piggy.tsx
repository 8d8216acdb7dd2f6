import { useId } from 'react';

/**
 * The piggy bank, drawn in a 130 × 100 box with its top-left at (0, 0): the scene makes it hop
 * when the jar is right and shake its head when it is not; the cover shows it being fed.
 */
export function Piggy({ happy = false }: { happy?: boolean }) {
  const body = useId();
  return (
    <g>
      <defs>
        <radialGradient id={body} cx="0.4" cy="0.35" r="0.75">
          <stop offset="0" stopColor="#ffd6e3" />
          <stop offset="1" stopColor="#f783ac" />
        </radialGradient>
      </defs>
      {/* Legs first, so the body sits on them. */}
      <rect x="30" y="72" width="14" height="20" rx="5" fill="#e64980" />
      <rect x="84" y="72" width="14" height="20" rx="5" fill="#e64980" />
      <path d="M12 48 q-12 -4 -6 -14 q4 6 -2 10" fill="none" stroke="#e64980" strokeWidth="3" />
      <ellipse
        cx="64"
        cy="52"
        rx="54"
        ry="34"
        fill={`url(#${body})`}
        stroke="#c2255c"
        strokeWidth="2"
      />
      {/* The coin slot on its back. */}
      <rect x="50" y="20" width="26" height="5" rx="2.5" fill="#862e4f" />
      <path d="M84 24 l8 -16 l10 18 z" fill="#f783ac" stroke="#c2255c" strokeWidth="2" />
      <ellipse cx="116" cy="54" rx="11" ry="13" fill="#faa2c1" stroke="#c2255c" strokeWidth="2" />
      <ellipse cx="113" cy="50" rx="2" ry="3" fill="#862e4f" />
      <ellipse cx="119" cy="58" rx="2" ry="3" fill="#862e4f" />
      {happy ? (
        <path
          d="M88 40 q4 -5 8 0"
          fill="none"
          stroke="#2b1a24"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      ) : (
        <circle cx="92" cy="40" r="4" fill="#2b1a24" />
      )}
      <ellipse cx="82" cy="56" rx="6" ry="3.5" fill="#ff8fab" opacity="0.8" />
      <path
        d={happy ? 'M94 64 q6 6 12 0' : 'M95 65 q5 3 10 0'}
        fill="none"
        stroke="#862e4f"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </g>
  );
}
