import type { AnswerResult } from '../kit/game-machine';
import { Clown } from './clown';
import type { ClownMood } from './clown';
import {
  Backdrop,
  Ball,
  Bucket,
  Plank,
  SPOTS,
  TankBack,
  TankFront,
  TriggerTarget,
} from './fairground';
import classes from './scene.module.css';
import { PointsBoard } from './points-board';
import type { ClownProblem } from './problems';

interface SceneProps {
  problem: ClownProblem;
  feedback: AnswerResult | null;
  reducedMotion: boolean;
  /** What the picture shows, in words: the scene is one image for assistive technology. */
  label: string;
  splashText: string;
  teaseText: string;
}

const ID_PREFIX = 'clown-scene-';

/** Drops thrown up round the dunked clown's head (which ends near x 355, y 167). */
const SPLASH_DROPS = [
  [308, 178],
  [318, 156],
  [332, 138],
  [380, 138],
  [394, 156],
  [404, 178],
] as const;

/**
 * The dunk tank. A right answer throws the ball onto the little target: the plank drops and
 * the clown splashes into the water. A wrong one sends the ball against the tank, where it
 * bounces off, and the clown laughs. The end states are plain styles and the movement is added
 * on top (scene.module.css), so with reduced motion the child sees the outcome without motion.
 */
export function Scene({
  problem,
  feedback,
  reducedMotion,
  label,
  splashText,
  teaseText,
}: SceneProps) {
  const outcome = feedback === 'right' ? 'dunked' : feedback === 'wrong' ? 'missed' : 'waiting';
  const mood: ClownMood =
    outcome === 'dunked' ? 'splashed' : outcome === 'missed' ? 'laughing' : 'waiting';
  const rootClass = [classes.scene, classes[outcome], reducedMotion ? '' : classes.moving]
    .filter(Boolean)
    .join(' ');
  const { x: triggerX, y: triggerY } = SPOTS.trigger;

  return (
    <svg
      viewBox="0 0 480 300"
      className={rootClass}
      role="img"
      aria-label={label}
      data-outcome={outcome}
    >
      <defs>
        <clipPath id={`${ID_PREFIX}above-floor`}>
          <rect width="480" height={SPOTS.tankBottom} />
        </clipPath>
      </defs>
      <Backdrop idPrefix={ID_PREFIX} />
      <TankBack />
      {problem.kind === 'bonus' ? <PointsBoard hits={problem.hits} /> : null}
      <Bucket />
      <g clipPath={`url(#${ID_PREFIX}above-floor)`}>
        <g className={classes.clown}>
          <Clown mood={mood} />
        </g>
      </g>
      <g className={classes.plank}>
        <Plank />
      </g>
      <TankFront idPrefix={ID_PREFIX} />
      <path
        className={classes.burst}
        d={starPath(triggerX, triggerY, 32, 20, 10)}
        fill="#ffe066"
        stroke="#f08c00"
        strokeWidth="2"
      />
      <g className={classes.trigger}>
        <TriggerTarget />
      </g>
      <g className={classes.splash}>
        {SPLASH_DROPS.map(([x, y]) => (
          <path key={x} d={dropPath(x, y)} fill="#74c0fc" stroke="#1864ab" strokeWidth="1.5" />
        ))}
        <Bubble x={410} y={98} text={splashText} tail="left" />
      </g>
      <g className={classes.tease}>
        <Bubble x={284} y={56} text={teaseText} tail="right" />
      </g>
      <g className={classes.ballX}>
        <g className={classes.ballY}>
          <Ball x={SPOTS.ballStart.x} y={SPOTS.ballStart.y} />
        </g>
      </g>
    </svg>
  );
}

/** A speech bubble: dark text on white, readable on any background. */
function Bubble(props: { x: number; y: number; text: string; tail: 'left' | 'right' }) {
  const { x, y, text } = props;
  // The tail points down towards the clown, on whichever side the clown is.
  const tail =
    props.tail === 'right'
      ? `M${x + 20} ${y + 13} l14 12 l-2 -13`
      : `M${x - 20} ${y + 13} l-14 12 l2 -13`;
  return (
    <g>
      <rect x={x - 44} y={y - 16} width="88" height="30" rx="14" fill="#ffffff" stroke="#343a40" />
      <path d={tail} fill="#ffffff" stroke="#343a40" />
      <text
        x={x}
        y={y + 5}
        textAnchor="middle"
        fontSize="15"
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
        fill="#212529"
      >
        {text}
      </text>
    </g>
  );
}

/** A star with `points` tips round (x, y): the flash of a hit. */
function starPath(x: number, y: number, outer: number, inner: number, points: number) {
  const corners = Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${(x + radius * Math.cos(angle)).toFixed(1)} ${(y + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${corners.join(' L')} Z`;
}

/** A water drop, its tip up, its round bottom at (x, y). */
function dropPath(x: number, y: number) {
  return `M${x} ${y - 14} C${x + 3} ${y - 8} ${x + 7} ${y - 3} ${x + 7} ${y + 1} A7 7 0 0 1 ${x - 7} ${y + 1} C${x - 7} ${y - 3} ${x - 3} ${y - 8} ${x} ${y - 14} Z`;
}
