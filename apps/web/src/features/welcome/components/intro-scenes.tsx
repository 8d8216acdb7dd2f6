import type { ReactNode } from 'react';
import classes from './intro-video.module.css';
import { CORAL, INDIGO, LEAF, SKY, SUN } from './scene-palette';
import { TUTOR_SCENE_DRAWINGS } from './tutor-scene-drawings';
import type { WelcomeRole } from './welcome-content';

/**
 * The intro video's scenes: original drawings made for Aula (SVG animated with CSS), about
 * 5 seconds each, 30 seconds in all. Each has a caption in the user's language. Students see
 * how to study; tutors see their own steps (add a child, choose what they may study, set up
 * tests, follow progress), not a student's.
 */
const STUDENT_INTRO_SCENES = [
  'welcome',
  'subjects',
  'lessons',
  'quizzes',
  'progress',
  'more',
] as const;
const TUTOR_INTRO_SCENES = [
  'tutorWelcome',
  'addChild',
  'chooseTopics',
  'setTests',
  'followProgress',
  'tutorMore',
] as const;
export type IntroScene =
  (typeof STUDENT_INTRO_SCENES)[number] | (typeof TUTOR_INTRO_SCENES)[number];

export const INTRO_SCENES: Record<WelcomeRole, readonly IntroScene[]> = {
  student: STUDENT_INTRO_SCENES,
  tutor: TUTOR_INTRO_SCENES,
};

export const SCENE_MS = 5_000;

function Welcome() {
  return (
    <>
      <circle cx="160" cy="90" r="70" fill={SKY} className={classes.grow} />
      <g className={classes.drop}>
        <path d="M100 80 160 52l60 28-60 28z" fill={INDIGO} />
        <path d="M124 96v26c0 10 17 18 36 18s36-8 36-18V96l-36 16z" fill="#4c6ef5" />
        <path d="M214 82v34" stroke={SUN} strokeWidth="5" strokeLinecap="round" />
        <circle cx="214" cy="122" r="7" fill={SUN} className={classes.swing} />
      </g>
      <g className={classes.twinkle}>
        <circle cx="72" cy="44" r="5" fill={SUN} />
        <circle cx="252" cy="40" r="4" fill={CORAL} />
        <circle cx="262" cy="140" r="5" fill={LEAF} />
      </g>
    </>
  );
}

function Subjects() {
  const blocks: [number, string, string][] = [
    [40, INDIGO, '+'],
    [110, LEAF, 'A'],
    [180, CORAL, '?'],
    [250, SUN, '★'],
  ];
  return (
    <>
      <rect x="20" y="150" width="280" height="10" rx="5" fill={SKY} />
      {blocks.map(([x, color, mark], index) => (
        <g key={x} className={classes.rise} style={{ animationDelay: `${index * 350}ms` }}>
          <rect x={x - 28} y="80" width="56" height="70" rx="10" fill={color} />
          <text x={x} y="128" textAnchor="middle" fontSize="34" fontWeight="700" fill="#fff">
            {mark}
          </text>
        </g>
      ))}
    </>
  );
}

function Lessons() {
  return (
    <>
      <g className={classes.slideIn}>
        <rect
          x="60"
          y="30"
          width="150"
          height="130"
          rx="12"
          fill="#fff"
          stroke={INDIGO}
          strokeWidth="4"
        />
        <rect x="78" y="48" width="114" height="54" rx="8" fill={SKY} />
        <circle cx="110" cy="75" r="14" fill={SUN} />
        <path d="M84 100l30-22 22 16 18-12 38 18z" fill={LEAF} />
        <rect x="78" y="114" width="114" height="8" rx="4" fill={SKY} />
        <rect x="78" y="130" width="86" height="8" rx="4" fill={SKY} />
      </g>
      <g className={classes.pulse}>
        <path d="M226 84h14l18-16v56l-18-16h-14z" fill={INDIGO} />
        <path
          d="M268 78c8 8 8 24 0 32"
          stroke={INDIGO}
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
        />
        <path
          d="M278 68c14 14 14 38 0 52"
          stroke={INDIGO}
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
        />
      </g>
    </>
  );
}

function Quizzes() {
  return (
    <>
      {[0, 1, 2, 3].map((index) => (
        <g key={index} className={classes.pop} style={{ animationDelay: `${index * 450}ms` }}>
          <path
            transform={`translate(${58 + index * 68} 70)`}
            d="M0-30 9-9 31-9 13 4 20 26 0 13-20 26-13 4-31-9-9-9z"
            fill={index < 3 ? SUN : SKY}
            stroke={index < 3 ? '#f08c00' : '#91a7ff'}
            strokeWidth="3"
          />
        </g>
      ))}
      <g className={classes.rise} style={{ animationDelay: '2000ms' }}>
        <rect x="108" y="120" width="104" height="40" rx="20" fill={LEAF} />
        <path
          d="M140 140l12 12 22-24"
          stroke="#fff"
          strokeWidth="6"
          fill="none"
          strokeLinecap="round"
        />
      </g>
    </>
  );
}

function Progress() {
  return (
    <>
      <rect x="40" y="80" width="240" height="30" rx="15" fill={SKY} />
      <rect x="40" y="80" width="240" height="30" rx="15" fill={LEAF} className={classes.fill} />
      <g className={classes.pop} style={{ animationDelay: '2600ms' }}>
        <circle cx="160" cy="150" r="20" fill={SUN} />
        <text x="160" y="158" textAnchor="middle" fontSize="22" fontWeight="700" fill="#fff">
          A
        </text>
      </g>
      <text x="160" y="62" textAnchor="middle" fontSize="22" fontWeight="700" fill={INDIGO}>
        100%
      </text>
    </>
  );
}

function More() {
  return (
    <>
      <g className={classes.rise}>
        <rect x="34" y="60" width="72" height="90" rx="8" fill={CORAL} />
        <rect x="44" y="72" width="52" height="8" rx="4" fill="#fff" />
        <rect x="44" y="88" width="40" height="8" rx="4" fill="#fff" />
      </g>
      <g className={classes.rise} style={{ animationDelay: '400ms' }}>
        <circle cx="160" cy="96" r="32" fill="none" stroke={INDIGO} strokeWidth="10" />
        <path d="M184 120l28 28" stroke={INDIGO} strokeWidth="12" strokeLinecap="round" />
        <text x="160" y="106" textAnchor="middle" fontSize="28" fontWeight="700" fill={INDIGO}>
          Aa
        </text>
      </g>
      <g className={classes.rise} style={{ animationDelay: '800ms' }}>
        <rect x="226" y="84" width="72" height="48" rx="22" fill={LEAF} />
        <path d="M246 108h16M254 100v16" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
        <circle cx="280" cy="102" r="5" fill="#fff" />
        <circle cx="272" cy="114" r="5" fill="#fff" />
      </g>
    </>
  );
}

const DRAWINGS: Record<IntroScene, () => ReactNode> = {
  ...TUTOR_SCENE_DRAWINGS,
  welcome: Welcome,
  subjects: Subjects,
  lessons: Lessons,
  quizzes: Quizzes,
  progress: Progress,
  more: More,
};

/** One scene's drawing; its caption is given beside it as text, so the picture is decorative. */
export function SceneDrawing({ scene }: { scene: IntroScene }) {
  const Drawing = DRAWINGS[scene];
  return (
    <svg viewBox="0 0 320 190" className={classes.drawing} aria-hidden focusable="false">
      <Drawing />
    </svg>
  );
}
