import type { GameDefinition } from '../kit/game-definition';
import { Cover } from './cover';
import { LEVELS } from './levels';
import { Play } from './play';
import { TEXTS } from './texts';

/** pet-life: share treats fairly among the bowls (division with remainders) to keep a pet happy. */
export const game: GameDefinition = {
  name: 'pet-life',
  levelCount: LEVELS.length,
  texts: TEXTS,
  Play,
  Cover,
};
