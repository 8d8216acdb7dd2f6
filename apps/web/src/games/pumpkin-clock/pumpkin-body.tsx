import { useId } from 'react';
import { svgId } from './clock-geometry';
import classes from './play.module.css';

/** How the pumpkin feels: lit up and grinning when right, frowning when wrong. */
export type PumpkinMood = 'neutral' | 'happy' | 'sad';

/** The lobes from the back to the front, so the middle one is drawn last, on top. */
const LOBES = [
  { cx: 80, rx: 70 },
  { cx: 240, rx: 70 },
  { cx: 118, rx: 70 },
  { cx: 202, rx: 70 },
  { cx: 160, rx: 74 },
];

/** The pumpkin's body, stem, leaf and carved face: everything but the clock. */
export function PumpkinBody({ mood }: { mood: PumpkinMood }) {
  const skin = svgId(useId(), 'pumpkin-skin');
  const lit = mood === 'happy';
  const carved = lit ? '#ffe066' : '#3b1a06';
  return (
    <g>
      <ellipse cx="160" cy="298" rx="122" ry="9" fill="#000" opacity="0.14" />
      <defs>
        <radialGradient id={skin} cx="40%" cy="35%" r="75%">
          <stop offset="0" stopColor="#ffb366" />
          <stop offset="0.6" stopColor="#fd7e14" />
          <stop offset="1" stopColor="#d9480f" />
        </radialGradient>
      </defs>
      <path
        d="M172 44 C186 22 206 16 226 24"
        fill="none"
        stroke="#5c940d"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M148 54 C146 40 144 28 150 14 L168 12 C168 26 170 40 174 54 Z"
        fill="#6b8e23"
        stroke="#425e14"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M170 40 C186 20 212 22 222 36 C204 34 190 40 174 48 Z"
        fill="#82c91e"
        stroke="#5c940d"
        strokeWidth="2"
      />
      {LOBES.map((lobe) => (
        <ellipse
          key={lobe.cx}
          cx={lobe.cx}
          cy="172"
          rx={lobe.rx}
          ry="126"
          fill={`url(#${skin})`}
          stroke="#a63e0b"
          strokeWidth="2.5"
        />
      ))}
      <g className={lit ? classes.faceLit : undefined}>
        <path d="M110 88 L122 64 L134 88 Z" fill={carved} stroke="#7a2e06" strokeWidth="2" />
        <path d="M186 88 L198 64 L210 88 Z" fill={carved} stroke="#7a2e06" strokeWidth="2" />
        <path d={MOUTHS[mood]} fill={carved} stroke="#7a2e06" strokeWidth="2" />
      </g>
      {mood === 'sad' ? (
        <g stroke="#3b1a06" strokeWidth="4" strokeLinecap="round">
          <path d="M104 62 L132 54" />
          <path d="M188 54 L216 62" />
        </g>
      ) : null}
    </g>
  );
}

const MOUTHS: Record<PumpkinMood, string> = {
  neutral: 'M134 96 Q160 114 186 96 Q160 106 134 96 Z',
  happy: 'M124 92 Q160 132 196 92 Q160 108 124 92 Z',
  sad: 'M136 112 Q160 92 184 112 Q160 104 136 112 Z',
};
