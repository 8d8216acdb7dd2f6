/**
 * The clown, seated on the plank (scene units, seat at y 138). Its mood changes the face and
 * arms, so a miss and a dunk read differently even without colour: laughing with arms up, or
 * surprised with an "O" mouth.
 */
export type ClownMood = 'waiting' | 'laughing' | 'splashed';

const SKIN = '#ffe3c4';
const SUIT = '#7048e8';
const DARK = '#343a40';

const HANDS: Record<ClownMood, readonly [number, number, number, number]> = {
  // Holding on to the plank, waving in triumph, flailing on the way down.
  waiting: [328, 134, 392, 134],
  laughing: [322, 84, 398, 84],
  splashed: [318, 66, 402, 66],
};

export function Clown({ mood }: { mood: ClownMood }) {
  const [leftHandX, leftHandY, rightHandX, rightHandY] = HANDS[mood];
  return (
    <g>
      {/* Legs and big shoes, dangling in front of the tank */}
      <rect x="344" y="132" width="13" height="40" rx="6" fill="#fab005" />
      <rect x="364" y="132" width="13" height="40" rx="6" fill="#fab005" />
      <ellipse cx="346" cy="174" rx="14" ry="6" fill="#e03131" />
      <ellipse cx="376" cy="174" rx="14" ry="6" fill="#e03131" />
      {/* Arms, then the polka-dot suit over their shoulders */}
      <path
        d={`M344 104 L${leftHandX} ${leftHandY} M376 104 L${rightHandX} ${rightHandY}`}
        stroke={SUIT}
        strokeWidth="9"
        strokeLinecap="round"
      />
      <circle cx={leftHandX} cy={leftHandY} r="6.5" fill="#ffffff" stroke={DARK} />
      <circle cx={rightHandX} cy={rightHandY} r="6.5" fill="#ffffff" stroke={DARK} />
      <path d="M340 140 L343 100 Q360 92 377 100 L380 140 Z" fill={SUIT} />
      {[
        [352, 110],
        [368, 118],
        [354, 129],
        [371, 133],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="3.5" fill="#ffd43b" />
      ))}
      {/* Ruff collar */}
      {[342, 350, 358, 366, 374].map((x) => (
        <circle key={x} cx={x + 2} cy="97" r="5" fill="#ffffff" stroke="#ced4da" />
      ))}
      <ClownHead mood={mood} />
    </g>
  );
}

function ClownHead({ mood }: { mood: ClownMood }) {
  return (
    <g>
      {/* Orange hair puffs */}
      {[
        [339, 74, 9],
        [381, 74, 9],
        [342, 62, 7],
        [378, 62, 7],
      ].map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#fd7e14" />
      ))}
      <circle cx="360" cy="72" r="21" fill={SKIN} stroke="#e8590c" strokeWidth="1" />
      {/* Pointed hat with a pompom */}
      <path d="M345 56 L360 20 L375 56 Z" fill="#40c057" stroke="#2b8a3e" strokeWidth="1.5" />
      <path d="M351 44 H369 M355 33 H365" stroke="#ffffff" strokeWidth="2.5" />
      <circle cx="360" cy="20" r="5" fill="#e03131" />
      {/* White clown make-up round the eyes, cheeks */}
      <ellipse cx="352" cy="67" rx="5.5" ry="7" fill="#ffffff" />
      <ellipse cx="368" cy="67" rx="5.5" ry="7" fill="#ffffff" />
      <circle cx="347" cy="80" r="4" fill="#ffa8a8" />
      <circle cx="373" cy="80" r="4" fill="#ffa8a8" />
      <ClownFace mood={mood} />
      <circle cx="360" cy="76" r="5.5" fill="#e03131" />
      <circle cx="358" cy="74" r="1.6" fill="#ffffff" />
    </g>
  );
}

function ClownFace({ mood }: { mood: ClownMood }) {
  if (mood === 'laughing')
    return (
      <g>
        {/* Eyes squeezed shut with laughter, mouth wide open */}
        <path
          d="M348 68 Q352 63 356 68 M364 68 Q368 63 372 68"
          fill="none"
          stroke={DARK}
          strokeWidth="2"
          strokeLinecap="round"
        />
        <path d="M349 83 Q360 98 371 83 Z" fill="#c92a2a" stroke={DARK} strokeWidth="1.5" />
        <ellipse cx="360" cy="89" rx="4" ry="2.5" fill="#ff8787" />
      </g>
    );
  if (mood === 'splashed')
    return (
      <g>
        {/* Wide-open eyes and an "O" of surprise */}
        <circle cx="352" cy="67" r="3" fill={DARK} />
        <circle cx="368" cy="67" r="3" fill={DARK} />
        <ellipse cx="360" cy="87" rx="4.5" ry="5.5" fill="#c92a2a" stroke={DARK} />
      </g>
    );
  return (
    <g>
      <circle cx="352" cy="68" r="2.5" fill={DARK} />
      <circle cx="368" cy="68" r="2.5" fill={DARK} />
      <path
        d="M350 84 Q360 93 370 84"
        fill="none"
        stroke="#c92a2a"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </g>
  );
}
