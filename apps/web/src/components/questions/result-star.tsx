import type { ReviewedOutcome } from './outcome';

/**
 * The picture of one answered question (docs/product-rules.md#quiz-score: star images): a gold star
 * for a right answer, a grey outlined star with a cross for a wrong one, and with a clock for one
 * whose time ran out. Drawn here, on a 100×100 grid, so nothing is downloaded; the shape differs
 * too, not only the colour.
 */
const STAR =
  '50,9 61.2,37.6 91.8,39.4 68.1,58.9 75.9,88.6 50,72 24.1,88.6 31.9,58.9 8.2,39.4 38.8,37.6';
const GOLD = '#f5b301';
const GOLD_EDGE = '#b7791f';
const GREY = '#868e96';
const MARK = '#c92a2a';

function Cross() {
  return (
    <g stroke={MARK} strokeWidth={7} strokeLinecap="round">
      <line x1={38} y1={46} x2={62} y2={70} />
      <line x1={62} y1={46} x2={38} y2={70} />
    </g>
  );
}

function Clock() {
  return (
    <g stroke={GREY} strokeWidth={4} strokeLinecap="round" fill="#fff">
      <circle cx={50} cy={57} r={14} />
      <line x1={50} y1={57} x2={50} y2={48} />
      <line x1={50} y1={57} x2={57} y2={61} />
    </g>
  );
}

interface ResultStarProps {
  outcome: ReviewedOutcome;
  /** What the picture says, e.g. "Question 2: correct"; without it, it is decoration. */
  label?: string;
  size?: number;
}

export function ResultStar({ outcome, label, size = 72 }: ResultStarProps) {
  const correct = outcome === 'correct';
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <polygon
        points={STAR}
        fill={correct ? GOLD : '#f1f3f5'}
        stroke={correct ? GOLD_EDGE : GREY}
        strokeWidth={correct ? 3 : 5}
        strokeLinejoin="round"
      />
      {correct ? (
        <path
          d="M36 55 L46 65 L66 44"
          stroke="#fff"
          strokeWidth={7}
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      ) : outcome === 'timeout' ? (
        <Clock />
      ) : (
        <Cross />
      )}
    </svg>
  );
}
