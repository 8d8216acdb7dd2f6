import type { Avatar } from '@aula/shared';
import type { ReactNode } from 'react';

/**
 * Flat animal faces drawn on a 100×100 grid, so they scale to any size and need no emoji font.
 * Every face stays inside the circle its picture is clipped to.
 */
const INK = '#2b2b3a';
const PINK = '#f48fb1';

function Eye({ x, y, r = 4 }: { x: number; y: number; r?: number }) {
  return (
    <>
      <circle cx={x} cy={y} r={r} fill={INK} />
      <circle cx={x + r * 0.35} cy={y - r * 0.35} r={r * 0.35} fill="#fff" />
    </>
  );
}

function Smile({ y, width = 6 }: { y: number; width?: number }) {
  return (
    <path
      d={`M50 ${y - 4} v4 M${50 - width} ${y} Q50 ${y + 5} ${50 + width} ${y}`}
      stroke={INK}
      strokeWidth={2}
      strokeLinecap="round"
      fill="none"
    />
  );
}

const MANE = Array.from({ length: 12 }, (_, i) => (i * Math.PI) / 6);

const ART: Record<Avatar | 'none', ReactNode> = {
  owl: (
    <>
      <polygon points="22,40 20,14 42,30" fill="#6d4c41" />
      <polygon points="78,40 80,14 58,30" fill="#6d4c41" />
      <ellipse cx={50} cy={56} rx={31} ry={31} fill="#8d6e63" />
      <ellipse cx={50} cy={78} rx={17} ry={11} fill="#d7ccc8" />
      <circle cx={37} cy={50} r={13} fill="#fff3e0" />
      <circle cx={63} cy={50} r={13} fill="#fff3e0" />
      <Eye x={37} y={51} r={7} />
      <Eye x={63} y={51} r={7} />
      <polygon points="45,60 55,60 50,70" fill="#ffa726" />
    </>
  ),
  fox: (
    <>
      <polygon points="18,16 44,30 26,52" fill="#ef6c00" />
      <polygon points="82,16 56,30 74,52" fill="#ef6c00" />
      <polygon points="21,22 37,31 27,44" fill="#4e342e" />
      <polygon points="79,22 63,31 73,44" fill="#4e342e" />
      <path d="M16 42 Q50 18 84 42 Q82 64 50 86 Q18 64 16 42Z" fill="#fb8c00" />
      <path d="M24 56 Q50 50 76 56 Q64 76 50 86 Q36 76 24 56Z" fill="#fff8f0" />
      <Eye x={37} y={48} />
      <Eye x={63} y={48} />
      <ellipse cx={50} cy={76} rx={5} ry={4} fill={INK} />
    </>
  ),
  bear: (
    <>
      <circle cx={25} cy={29} r={12} fill="#8d5a3b" />
      <circle cx={75} cy={29} r={12} fill="#8d5a3b" />
      <circle cx={25} cy={29} r={6} fill="#d4a373" />
      <circle cx={75} cy={29} r={6} fill="#d4a373" />
      <circle cx={50} cy={56} r={31} fill="#a0693f" />
      <ellipse cx={50} cy={68} rx={14} ry={11} fill="#e9c9a0" />
      <Eye x={38} y={50} />
      <Eye x={62} y={50} />
      <ellipse cx={50} cy={63} rx={5.5} ry={4} fill={INK} />
      <Smile y={71} />
    </>
  ),
  cat: (
    <>
      <polygon points="18,18 46,32 20,52" fill="#90a4ae" />
      <polygon points="82,18 54,32 80,52" fill="#90a4ae" />
      <polygon points="23,26 38,33 24,44" fill="#f8bbd0" />
      <polygon points="77,26 62,33 76,44" fill="#f8bbd0" />
      <ellipse cx={50} cy={58} rx={32} ry={28} fill="#90a4ae" />
      <ellipse cx={38} cy={54} rx={5} ry={6} fill="#7cb342" />
      <ellipse cx={62} cy={54} rx={5} ry={6} fill="#7cb342" />
      <ellipse cx={38} cy={54} rx={1.8} ry={5} fill={INK} />
      <ellipse cx={62} cy={54} rx={1.8} ry={5} fill={INK} />
      <polygon points="46,64 54,64 50,69" fill={PINK} />
      <path
        d="M50 69 Q46 74 42 71 M50 69 Q54 74 58 71 M30 65 L13 61 M30 69 L13 71 M70 65 L87 61 M70 69 L87 71"
        stroke={INK}
        strokeWidth={1.6}
        strokeLinecap="round"
        fill="none"
      />
    </>
  ),
  frog: (
    <>
      <circle cx={32} cy={36} r={14} fill="#66bb6a" />
      <circle cx={68} cy={36} r={14} fill="#66bb6a" />
      <ellipse cx={50} cy={61} rx={36} ry={25} fill="#66bb6a" />
      <circle cx={32} cy={35} r={9} fill="#fff" />
      <circle cx={68} cy={35} r={9} fill="#fff" />
      <Eye x={32} y={36} r={5} />
      <Eye x={68} y={36} r={5} />
      <circle cx={24} cy={64} r={5} fill={PINK} opacity={0.8} />
      <circle cx={76} cy={64} r={5} fill={PINK} opacity={0.8} />
      <circle cx={46} cy={55} r={1.5} fill="#2e7d32" />
      <circle cx={54} cy={55} r={1.5} fill="#2e7d32" />
      <path
        d="M32 66 Q50 82 68 66"
        stroke="#2e7d32"
        strokeWidth={3}
        strokeLinecap="round"
        fill="none"
      />
    </>
  ),
  panda: (
    <>
      <circle cx={25} cy={29} r={12} fill={INK} />
      <circle cx={75} cy={29} r={12} fill={INK} />
      <circle cx={50} cy={56} r={31} fill="#fff" stroke="#ced4da" strokeWidth={1.5} />
      <ellipse cx={37} cy={53} rx={7.5} ry={10} fill={INK} transform="rotate(35 37 53)" />
      <ellipse cx={63} cy={53} rx={7.5} ry={10} fill={INK} transform="rotate(-35 63 53)" />
      <circle cx={38} cy={51} r={3.5} fill="#fff" />
      <circle cx={62} cy={51} r={3.5} fill="#fff" />
      <circle cx={38.5} cy={51.5} r={2} fill={INK} />
      <circle cx={61.5} cy={51.5} r={2} fill={INK} />
      <ellipse cx={50} cy={66} rx={5} ry={3.5} fill={INK} />
      <Smile y={73} />
    </>
  ),
  lion: (
    <>
      <circle cx={50} cy={53} r={33} fill="#d9772b" />
      {MANE.map((angle) => (
        <circle
          key={angle}
          cx={50 + 31 * Math.cos(angle)}
          cy={53 + 31 * Math.sin(angle)}
          r={10}
          fill="#d9772b"
        />
      ))}
      <circle cx={32} cy={33} r={7} fill="#f9a825" />
      <circle cx={68} cy={33} r={7} fill="#f9a825" />
      <circle cx={50} cy={55} r={23} fill="#ffca28" />
      <ellipse cx={50} cy={65} rx={11} ry={8} fill="#fff3c4" />
      <Eye x={41} y={50} r={3.5} />
      <Eye x={59} y={50} r={3.5} />
      <path d="M45 59 h10 l-5 6 z" fill="#6d4c41" />
      <Smile y={69} width={5} />
    </>
  ),
  rabbit: (
    <>
      <ellipse cx={38} cy={27} rx={8} ry={20} fill="#fafafa" stroke="#b0bec5" strokeWidth={1.5} />
      <ellipse cx={62} cy={27} rx={8} ry={20} fill="#fafafa" stroke="#b0bec5" strokeWidth={1.5} />
      <ellipse cx={38} cy={28} rx={4} ry={14} fill="#f8bbd0" />
      <ellipse cx={62} cy={28} rx={4} ry={14} fill="#f8bbd0" />
      <ellipse cx={50} cy={62} rx={28} ry={25} fill="#fafafa" stroke="#b0bec5" strokeWidth={1.5} />
      <circle cx={34} cy={68} r={4} fill={PINK} opacity={0.6} />
      <circle cx={66} cy={68} r={4} fill={PINK} opacity={0.6} />
      <Eye x={40} y={58} />
      <Eye x={60} y={58} />
      <rect x={47} y={72} width={6} height={6} rx={1} fill="#fff" stroke="#b0bec5" />
      <ellipse cx={50} cy={68} rx={3.5} ry={2.5} fill="#f06292" />
      <path
        d="M50 70.5 Q46 75 42 73 M50 70.5 Q54 75 58 73"
        stroke={INK}
        strokeWidth={1.6}
        strokeLinecap="round"
        fill="none"
      />
    </>
  ),
  none: (
    <>
      <circle cx={50} cy={40} r={16} fill="#748ffc" />
      <path d="M20 88 Q20 60 50 60 Q80 60 80 88Z" fill="#748ffc" />
    </>
  ),
};

interface AvatarArtProps {
  avatar: Avatar | null;
  /** Names the picture; without it the drawing is hidden from assistive technology. */
  label?: string;
}

/** Fills its box: the parent decides the size. */
export function AvatarArt({ avatar, label }: AvatarArtProps) {
  return (
    <svg
      viewBox="0 0 100 100"
      width="100%"
      height="100%"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {ART[avatar ?? 'none']}
    </svg>
  );
}
