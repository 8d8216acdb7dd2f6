import type { Language } from '@aula/shared';
import type { AnswerResult } from '../kit/game-machine';
import { Bunny } from './bunny';
import { Carton, cartonShape } from './carton';
import { usePatternPrefix } from './egg';
import { decorativeLook } from './egg-looks';
import { SCENE_WIDTH } from './meadow';
import classes from './play.module.css';
import type { CartonProblem } from './problems';
import { delayStyle, SceneFrame, Sparkles } from './scene-frame';

const GAP = 16;
/** Room under each carton for its running total. */
const LABEL_ROOM = 26;
const AREA_TOP = 124;
const AREA_HEIGHT = 190;

/** Cartons in centred rows, as many per row as fit the meadow. */
function cartonPlaces(problem: CartonProblem) {
  const { width, height } = cartonShape(problem.cartonSize);
  const perRow = Math.max(1, Math.min(problem.cartons, Math.floor((460 + GAP) / (width + GAP))));
  const rows = Math.ceil(problem.cartons / perRow);
  const rowStep = height + LABEL_ROOM;
  const top = AREA_TOP + Math.max(0, (AREA_HEIGHT - rows * rowStep) / 2);
  return Array.from({ length: problem.cartons }, (_, index) => {
    const row = Math.floor(index / perRow);
    const inRow = Math.min(perRow, problem.cartons - row * perRow);
    const rowWidth = inRow * (width + GAP) - GAP;
    return {
      x: (SCENE_WIDTH - rowWidth) / 2 + (index % perRow) * (width + GAP),
      y: top + row * rowStep,
      width,
      height,
    };
  });
}

interface CartonSceneProps {
  problem: CartonProblem;
  feedback: AnswerResult | null;
  label: string;
  animate: boolean;
  language: Language;
}

/**
 * Level 4: full cartons of 2, 5 or 10. Once the answer is right, each carton shows the running
 * total under it (5, 10, 15…): the skip count the child can reuse next time.
 */
export function CartonScene({ problem, feedback, label, animate, language }: CartonSceneProps) {
  const prefix = usePatternPrefix();
  const right = feedback === 'right';
  const format = new Intl.NumberFormat(language).format;

  return (
    <SceneFrame label={label} prefix={prefix} animate={animate}>
      <Bunny
        x={16}
        y={42}
        scale={0.62}
        mood={right ? 'happy' : feedback === 'wrong' ? 'puzzled' : 'calm'}
        className={`${classes.bunny} ${right ? classes.happy : feedback === 'wrong' ? classes.puzzled : ''}`}
      />
      {cartonPlaces(problem).map((place, index) => (
        <g key={index}>
          <g className={`${classes.carton} ${classes.popIn}`} style={delayStyle(index * 140)}>
            <Carton
              size={problem.cartonSize}
              x={place.x}
              y={place.y}
              look={decorativeLook(index)}
              prefix={prefix}
              eggClassName={right ? classes.celebrate : undefined}
            />
          </g>
          {right ? (
            <g className={`${classes.egg} ${classes.popIn}`} style={delayStyle(index * 220)}>
              <rect
                x={place.x + place.width / 2 - 22}
                y={place.y + place.height + 3}
                width="44"
                height="21"
                rx="10"
                fill="#fff"
                stroke="#212529"
                strokeWidth="1.5"
              />
              <text
                x={place.x + place.width / 2}
                y={place.y + place.height + 19}
                textAnchor="middle"
                fontSize="15"
                fontWeight="700"
                fill="#212529"
              >
                {format(problem.cartonSize * (index + 1))}
              </text>
            </g>
          ) : null}
        </g>
      ))}
      {right ? (
        <Sparkles
          points={[
            [110, 50],
            [40, 30],
          ]}
        />
      ) : null}
    </SceneFrame>
  );
}
