import type { AnswerResult } from '../kit/game-machine';
import { Basket } from './basket';
import { Bunny } from './bunny';
import { Egg, usePatternPrefix } from './egg';
import { decorativeLook } from './egg-looks';
import { pilePositions } from './pile';
import classes from './play.module.css';
import type { BasketProblem } from './problems';
import { delayStyle, SceneFrame, Sparkles } from './scene-frame';

/** Where the baskets stand for one, two or three of them. */
const BASKET_CENTRES: Record<number, readonly number[]> = {
  1: [150],
  2: [112, 300],
  3: [82, 240, 398],
};
/** Eggs a little bigger than the colour level's unit egg, so small fingers can count them. */
const EGG_SCALE = 1.15;
const BASKET_SCALE = 1.1;
const BASKET_GROUND = 216;
const DELIVERY_CENTRE = 220;
const DELIVERY_GROUND = 306;
/** The bunny's eggs appear once it has hopped in. */
const DELIVERY_START_MS = 1_150;
const DELIVERY_STEP_MS = 120;

interface BasketSceneProps {
  problem: BasketProblem;
  feedback: AnswerResult | null;
  label: string;
  animate: boolean;
}

/** Levels 1 and 2: the baskets lift to show their eggs, then the bunny hops in with more. */
export function BasketScene({ problem, feedback, label, animate }: BasketSceneProps) {
  const prefix = usePatternPrefix();
  const right = feedback === 'right';
  const centres = BASKET_CENTRES[problem.hidden.length] ?? BASKET_CENTRES[3]!;
  const eggClass = (entering: boolean) =>
    [classes.egg, entering ? classes.popIn : '', right ? classes.celebrate : '']
      .filter(Boolean)
      .join(' ');
  const bunnyClass = `${classes.bunny} ${
    right ? classes.happy : feedback === 'wrong' ? classes.puzzled : classes.arriving
  }`;

  return (
    <SceneFrame label={label} prefix={prefix} animate={animate}>
      {problem.hidden.map((count, basket) => {
        const centre = centres[basket] ?? 240;
        return (
          <g key={basket}>
            {pilePositions(count, centre, BASKET_GROUND, EGG_SCALE).map((place, index) => (
              <Egg
                key={index}
                look={decorativeLook(basket * 3 + index)}
                prefix={prefix}
                {...place}
                scale={EGG_SCALE}
                className={eggClass(false)}
                style={delayStyle(index * 60)}
              />
            ))}
            <Basket
              centreX={centre}
              bottomY={BASKET_GROUND + 4}
              scale={BASKET_SCALE}
              className={classes.lifted}
            />
          </g>
        );
      })}
      {pilePositions(problem.brought, DELIVERY_CENTRE, DELIVERY_GROUND, EGG_SCALE).map(
        (place, index) => (
          <Egg
            key={index}
            look={decorativeLook(index + 7)}
            prefix={prefix}
            {...place}
            scale={EGG_SCALE}
            className={eggClass(true)}
            style={delayStyle(right ? index * 60 : DELIVERY_START_MS + index * DELIVERY_STEP_MS)}
          />
        ),
      )}
      <Bunny
        x={396}
        y={DELIVERY_GROUND - 86}
        scale={0.72}
        mood={right ? 'happy' : feedback === 'wrong' ? 'puzzled' : 'calm'}
        className={bunnyClass}
      />
      {right ? (
        <Sparkles
          points={[
            [340, 200],
            [460, 214],
            [150, 250],
            [300, 262],
          ]}
        />
      ) : null}
    </SceneFrame>
  );
}
