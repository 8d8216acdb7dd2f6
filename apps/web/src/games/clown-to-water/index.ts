import type { GameDefinition } from '../kit/game-definition';
import { Cover } from './cover';
import { LEVELS } from './levels';
import { Play } from './play';
import { TEXTS } from './texts';

/** Clown to Water: solve the sum, hit the target, dunk the clown. */
export const game: GameDefinition = {
  name: 'clown-to-water',
  levelCount: LEVELS.length,
  texts: TEXTS,
  Play,
  Cover,
};
