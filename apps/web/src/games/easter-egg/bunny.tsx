/**
 * The bunny who hides the eggs, facing left, 90 wide and 120 tall with its feet at the bottom.
 * Its mood shows the outcome in shape, not colour: ears up and a smile when right, ears down and
 * a small "o" mouth when wrong.
 */

export type BunnyMood = 'calm' | 'happy' | 'puzzled';

interface BunnyProps {
  x: number;
  y: number;
  scale?: number;
  mood: BunnyMood;
  /** For animations, on an inner group so the placement stays. */
  className?: string | undefined;
}

const FUR = '#fdfdfd';
const LINE = '#868e96';
const PINK = '#ffc9de';

export function Bunny({ x, y, scale = 1, mood, className }: BunnyProps) {
  const earDroop = mood === 'puzzled' ? 28 : 0;
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} aria-hidden="true">
      <g className={className}>
        <ellipse cx="46" cy="118" rx="34" ry="4" fill="#2b8a3e" opacity="0.25" />
        <g transform={`rotate(${-12 - earDroop} 34 38)`}>
          <ellipse cx="34" cy="18" rx="8.5" ry="23" fill={FUR} stroke={LINE} strokeWidth="1.5" />
          <ellipse cx="34" cy="20" rx="4" ry="16" fill={PINK} />
        </g>
        <g transform={`rotate(${14 + earDroop} 50 38)`}>
          <ellipse cx="50" cy="16" rx="8.5" ry="23" fill={FUR} stroke={LINE} strokeWidth="1.5" />
          <ellipse cx="50" cy="18" rx="4" ry="16" fill={PINK} />
        </g>
        <ellipse cx="50" cy="90" rx="29" ry="26" fill={FUR} stroke={LINE} strokeWidth="1.5" />
        <circle cx="77" cy="98" r="8" fill={FUR} stroke={LINE} strokeWidth="1.5" />
        <ellipse cx="38" cy="114" rx="13" ry="5" fill={FUR} stroke={LINE} strokeWidth="1.5" />
        <ellipse cx="62" cy="114" rx="12" ry="5" fill={FUR} stroke={LINE} strokeWidth="1.5" />
        <ellipse cx="30" cy="88" rx="7" ry="10" fill={FUR} stroke={LINE} strokeWidth="1.5" />
        <circle cx="40" cy="52" r="21" fill={FUR} stroke={LINE} strokeWidth="1.5" />
        <circle cx="31" cy="58" r="5" fill={PINK} opacity="0.8" />
        <circle cx="34" cy="47" r="3.4" fill="#343a40" />
        <circle cx="35.2" cy="45.8" r="1.1" fill="#fff" />
        <ellipse cx="21.5" cy="53" rx="3" ry="2.3" fill="#f06595" />
        {mood === 'puzzled' ? (
          <circle cx="25" cy="61" r="2.4" fill="none" stroke="#495057" strokeWidth="1.4" />
        ) : (
          <path
            d={mood === 'happy' ? 'M20 58q5 7 11 1' : 'M21 59q4 3 8 0'}
            fill="none"
            stroke="#495057"
            strokeWidth="1.4"
            strokeLinecap="round"
          />
        )}
        <path d="M20 54l-12-3M20 56l-12 2" stroke={LINE} strokeWidth="0.9" strokeLinecap="round" />
      </g>
    </g>
  );
}
