/** Scene size shared by every picture of the game (it scales down to 320 px wide). */
export const SCENE_WIDTH = 480;
export const SCENE_HEIGHT = 320;

const FLOWERS = [
  { x: 24, y: 300, petals: '#fff' },
  { x: 462, y: 292, petals: '#ffd8e8' },
  { x: 300, y: 312, petals: '#fff3bf' },
  { x: 130, y: 128, petals: '#fff' },
  { x: 448, y: 140, petals: '#fff3bf' },
];

function Flower({ x, y, petals }: { x: number; y: number; petals: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0v10" stroke="#2b8a3e" strokeWidth="2" />
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse
          key={angle}
          cx="0"
          cy="-4"
          rx="2.6"
          ry="4"
          fill={petals}
          transform={`rotate(${angle})`}
        />
      ))}
      <circle r="2.4" fill="#fab005" />
    </g>
  );
}

/** A spring meadow behind every scene: sky, sun, a cloud, two hills, grass and flowers. */
export function Meadow({ gradientId }: { gradientId: string }) {
  return (
    <g aria-hidden="true">
      <defs>
        <linearGradient id={`${gradientId}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a5d8ff" />
          <stop offset="1" stopColor="#e7f5ff" />
        </linearGradient>
        <linearGradient id={`${gradientId}-grass`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8ce99a" />
          <stop offset="1" stopColor="#51cf66" />
        </linearGradient>
      </defs>
      <rect width={SCENE_WIDTH} height={SCENE_HEIGHT} fill={`url(#${gradientId}-sky)`} />
      <circle cx="420" cy="44" r="24" fill="#ffd43b" />
      <circle cx="420" cy="44" r="32" fill="#ffd43b" opacity="0.25" />
      <g fill="#fff" opacity="0.9">
        <ellipse cx="110" cy="46" rx="34" ry="13" />
        <ellipse cx="134" cy="38" rx="22" ry="13" />
        <ellipse cx="252" cy="70" rx="26" ry="9" />
      </g>
      <path d="M0 128Q90 84 200 118T480 104V320H0Z" fill="#b2f2bb" />
      <path d="M0 150Q140 112 280 140T480 132V320H0Z" fill={`url(#${gradientId}-grass)`} />
      <g stroke="#2f9e44" strokeWidth="2" strokeLinecap="round" opacity="0.5">
        <path d="M60 232l-3-9M64 232l3-10M380 238l-3-9M384 238l3-9M214 300l-3-8M218 300l3-9" />
      </g>
      {FLOWERS.map((flower) => (
        <Flower key={`${flower.x}-${flower.y}`} {...flower} />
      ))}
    </g>
  );
}
