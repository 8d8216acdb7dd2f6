import type { AnswerResult } from '../kit/game-machine';
import { Bunny } from './bunny';
import { Egg, EGG_HEIGHT, EGG_WIDTH, usePatternPrefix } from './egg';
import { sameLook } from './egg-looks';
import { MEADOW_SLOTS } from './levels';
import classes from './play.module.css';
import type { ColourProblem } from './problems';
import { delayStyle, SceneFrame, Sparkles } from './scene-frame';

const COLUMNS = 8;
const EGG_SCALE = 1.35;

/**
 * The centre of each meadow slot: a grid of 8 × 3, nudged a little per slot so the eggs look
 * dropped in the grass rather than lined up (the nudge follows the slot, so it never changes).
 */
function slotPlace(slot: number) {
  const column = slot % COLUMNS;
  const row = Math.floor(slot / COLUMNS);
  return {
    x: 42 + column * 56 + ((slot * 37) % 11) - 5 - (EGG_WIDTH * EGG_SCALE) / 2,
    y: 146 + row * 56 + ((slot * 53) % 9) - 4,
    tilt: ((slot * 29) % 21) - 10,
  };
}

interface ColourSceneProps {
  problem: ColourProblem;
  feedback: AnswerResult | null;
  label: string;
  animate: boolean;
}

/**
 * Level 3: eggs of several looks in the grass. Once the answer is right the asked eggs jump and
 * get a ring, and the others fade, so the child sees which ones counted.
 */
export function ColourScene({ problem, feedback, label, animate }: ColourSceneProps) {
  const prefix = usePatternPrefix();
  const right = feedback === 'right';
  let counted = 0;

  return (
    <SceneFrame label={label} prefix={prefix} animate={animate}>
      <Bunny
        x={14}
        y={50}
        scale={0.6}
        mood={right ? 'happy' : feedback === 'wrong' ? 'puzzled' : 'calm'}
        className={`${classes.bunny} ${right ? classes.happy : feedback === 'wrong' ? classes.puzzled : ''}`}
      />
      {problem.slots.slice(0, MEADOW_SLOTS).map((look, slot) => {
        if (!look) return null;
        const place = slotPlace(slot);
        const asked = sameLook(look, problem.target);
        const order = asked ? counted++ : 0;
        const className = [
          classes.egg,
          classes.popIn,
          right && asked ? classes.celebrate : '',
          right && !asked ? classes.dimmed : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <g key={slot}>
            {right && asked ? (
              <ellipse
                cx={place.x + (EGG_WIDTH * EGG_SCALE) / 2}
                cy={place.y + (EGG_HEIGHT * EGG_SCALE) / 2}
                rx="22"
                ry="26"
                fill="#fff"
                fillOpacity="0.55"
                stroke="#212529"
                strokeWidth="2.5"
                strokeDasharray="6 4"
              />
            ) : null}
            <Egg
              look={look}
              prefix={prefix}
              {...place}
              scale={EGG_SCALE}
              className={className}
              style={delayStyle(right ? order * 80 : slot * 35)}
            />
          </g>
        );
      })}
      {right ? (
        <Sparkles
          points={[
            [96, 60],
            [30, 40],
            [300, 110],
          ]}
        />
      ) : null}
    </SceneFrame>
  );
}
