import type { GameName } from '@aula/shared';
import type { ComponentType, SVGProps } from 'react';
import { Cover as ClownToWater } from './clown-to-water/cover';
import { Cover as EasterEgg } from './easter-egg/cover';
import { Cover as ExpandedForm } from './expanded-form/cover';
import { Cover as FishyProblems } from './fishy-problems/cover';
import { Cover as PetLife } from './pet-life/cover';
import { Cover as PumpkinClock } from './pumpkin-clock/cover';
import { Cover as SavingMoney } from './saving-money/cover';
import { Cover as SoccerGoal } from './soccer-goal/cover';

/** Each game's picture: small SVGs, so the menu shows them without loading the games. */
export const GAME_COVERS: Record<GameName, ComponentType<SVGProps<SVGSVGElement>>> = {
  'clown-to-water': ClownToWater,
  'easter-egg': EasterEgg,
  'expanded-form': ExpandedForm,
  'fishy-problems': FishyProblems,
  'pet-life': PetLife,
  'pumpkin-clock': PumpkinClock,
  'saving-money': SavingMoney,
  'soccer-goal': SoccerGoal,
};
