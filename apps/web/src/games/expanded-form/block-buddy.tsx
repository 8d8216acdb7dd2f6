import { PLACE_SHADES } from './block-art';
import classes from './play.module.css';

export type BuddyMood = 'ready' | 'happy' | 'puzzled';

const ARMS: Record<BuddyMood, string> = {
  ready: 'M38 62 L24 78 M62 62 L78 50',
  happy: 'M38 60 L22 40 M62 60 L78 40',
  puzzled: 'M38 62 L26 80 M62 60 L76 44 L66 30',
};

const MOUTHS: Record<BuddyMood, string> = {
  ready: 'M43 40 q7 5 14 0',
  happy: 'M41 38 q9 10 18 0 z',
  puzzled: 'M43 42 q4 -3 7 0 t7 0',
};

/**
 * Blocky, the builder made of base-ten blocks, who cheers a right answer and scratches its
 * head at a wrong one. Decoration only (aria-hidden): the feedback banner says it in words.
 */
export function BlockBuddy({ mood }: { mood: BuddyMood }) {
  const { ones, tens, hundreds, thousands } = PLACE_SHADES;
  return (
    <svg
      viewBox="0 0 100 120"
      className={classes.buddy}
      data-mood={mood}
      aria-hidden
      focusable="false"
    >
      <ellipse cx={50} cy={114} rx={30} ry={4} fill="#000" opacity={0.12} />
      <path d="M50 14 V4" stroke={thousands.line} strokeWidth={2} />
      <circle cx={50} cy={4} r={4} fill={thousands.front} />
      <path d={ARMS[mood]} stroke={tens.side} strokeWidth={7} strokeLinecap="round" fill="none" />
      <rect x={38} y={54} width={24} height={42} rx={3} fill={tens.front} stroke={tens.line} />
      <path d="M38 68h24M38 82h24" stroke={tens.line} strokeOpacity={0.5} />
      <rect
        x={34}
        y={96}
        width={12}
        height={14}
        rx={2}
        fill={hundreds.front}
        stroke={hundreds.line}
      />
      <rect
        x={54}
        y={96}
        width={12}
        height={14}
        rx={2}
        fill={hundreds.front}
        stroke={hundreds.line}
      />
      <path d="M30 20 l6 -6 h36 l-6 6z" fill={ones.top} stroke={ones.line} />
      <path d="M66 20 l6 -6 v36 l-6 6z" fill={ones.side} stroke={ones.line} />
      <rect x={30} y={20} width={36} height={36} rx={3} fill={ones.front} stroke={ones.line} />
      <circle cx={41} cy={32} r={3.5} fill="#212529" />
      <circle cx={56} cy={32} r={3.5} fill="#212529" />
      <circle cx={42} cy={31} r={1.2} fill="#fff" />
      <circle cx={57} cy={31} r={1.2} fill="#fff" />
      <path
        d={MOUTHS[mood]}
        stroke="#212529"
        strokeWidth={2}
        fill={mood === 'happy' ? '#c92a2a' : 'none'}
        strokeLinecap="round"
      />
      {mood === 'happy' ? (
        <g fill="#fab005" stroke="#e67700" strokeWidth={0.8}>
          <path d="M12 24 l3 6 6 1 -5 4 1 6 -5 -3 -5 3 1 -6 -5 -4 6 -1z" />
          <path d="M86 14 l2 4 4 1 -3 3 1 4 -4 -2 -4 2 1 -4 -3 -3 4 -1z" />
        </g>
      ) : null}
      {mood === 'puzzled' ? (
        <text x={84} y={26} fontSize={22} fontWeight={700} fill="#495057" textAnchor="middle">
          ?
        </text>
      ) : null}
    </svg>
  );
}
