import type { Language } from '@aula/shared';
import type { AnswerResult } from '../kit/game-machine';
import { BasketScene } from './basket-scene';
import { CartonScene } from './carton-scene';
import { ColourScene } from './colour-scene';
import type { EggProblem } from './problems';

interface SceneProps {
  problem: EggProblem;
  feedback: AnswerResult | null;
  label: string;
  animate: boolean;
  language: Language;
}

/** The picture of the problem, whichever kind of level it comes from. */
export function Scene({ problem, ...rest }: SceneProps) {
  switch (problem.kind) {
    case 'baskets':
      return <BasketScene problem={problem} {...rest} />;
    case 'colours':
      return <ColourScene problem={problem} {...rest} />;
    case 'cartons':
      return <CartonScene problem={problem} {...rest} />;
  }
}
