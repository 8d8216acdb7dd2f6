import type { GameDefinition } from '../kit/game-definition';
import { Cover } from './cover';
import { LEVELS } from './levels';
import { Play } from './play';
import { TEXTS } from './texts';

/** soccer-goal: penalty kicks at the zone of the goal that holds the right answer. */
export const game: GameDefinition = {
  name: 'soccer-goal',
  levelCount: LEVELS.length,
  texts: TEXTS,
  Play,
  Cover,
};
