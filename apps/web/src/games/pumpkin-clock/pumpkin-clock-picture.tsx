import type { ReactNode, SVGProps } from 'react';
import { ClockDial } from './clock-dial';
import { HandsPin } from './clock-hand';
import { VIEW_HEIGHT, VIEW_WIDTH } from './clock-geometry';
import type { PumpkinMood } from './pumpkin-body';
import { PumpkinBody } from './pumpkin-body';
import classes from './play.module.css';

interface PumpkinClockPictureProps extends SVGProps<SVGSVGElement> {
  showNumbers: boolean;
  mood: PumpkinMood;
  /** The hands: drawn, or sliders the child turns. */
  hands: ReactNode;
}

const SPARKLES = [
  { x: 34, y: 52, size: 1 },
  { x: 286, y: 70, size: 0.8 },
  { x: 22, y: 200, size: 0.7 },
  { x: 298, y: 214, size: 1 },
];

/**
 * The pumpkin with a clock on its belly. Its parts are hidden from screen readers: the caller
 * names the picture (reading) or the hands speak for themselves (setting).
 */
export function PumpkinClockPicture({
  showNumbers,
  mood,
  hands,
  ...svg
}: PumpkinClockPictureProps) {
  return (
    <svg
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      className={`${classes.clock} ${mood === 'sad' ? classes.clockSad : ''}`}
      data-mood={mood}
      {...svg}
    >
      <g aria-hidden>
        <PumpkinBody mood={mood} />
        <ClockDial showNumbers={showNumbers} lit={mood === 'happy'} />
      </g>
      {hands}
      <g aria-hidden className={classes.noPointer}>
        <HandsPin />
        {mood === 'happy'
          ? SPARKLES.map((sparkle) => (
              <path
                key={sparkle.x}
                className={classes.sparkle}
                transform={`translate(${sparkle.x} ${sparkle.y}) scale(${sparkle.size})`}
                d="M0 -14 L4 -4 L14 0 L4 4 L0 14 L-4 4 L-14 0 L-4 -4 Z"
                fill="#fcc419"
                stroke="#e67700"
                strokeWidth="1.5"
              />
            ))
          : null}
      </g>
    </svg>
  );
}
