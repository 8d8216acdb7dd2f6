/** Points of a regular pentagon around the origin, pointing up. */
function pentagon(radius: number, cx = 0, cy = 0, turn = 0) {
  return Array.from({ length: 5 }, (_, index) => {
    const angle = ((index * 72 + turn - 90) * Math.PI) / 180;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

/** The patches around the middle one, peeking over the ball's edge. */
const OUTER_PATCHES = Array.from({ length: 5 }, (_, index) => {
  const angle = ((index * 72 + 90) * Math.PI) / 180;
  return pentagon(4.2, 12 * Math.cos(angle), 12 * Math.sin(angle), 36);
});

/** A classic black-and-white football drawn around its centre, so it can spin in place. */
export function Ball({ shadeId, clipId }: { shadeId: string; clipId: string }) {
  return (
    <g>
      <defs>
        <radialGradient id={shadeId} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#ced4da" />
        </radialGradient>
        <clipPath id={clipId}>
          <circle r="13" />
        </clipPath>
      </defs>
      <circle r="13" fill={`url(#${shadeId})`} />
      <g clipPath={`url(#${clipId})`} fill="#212529">
        <polygon points={pentagon(5)} />
        {OUTER_PATCHES.map((points) => (
          <polygon key={points} points={points} />
        ))}
      </g>
      <circle r="13" fill="none" stroke="#343a40" strokeWidth="1.5" />
    </g>
  );
}
