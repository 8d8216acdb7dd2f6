import type { GameDefinition } from '../kit/game-definition';
import { Cover } from './cover';
import { LEVELS } from './levels';
import { Play } from './play';
import { TEXTS } from './texts';

/** Pumpkin Clock: read the time on a pumpkin's clock, and set its hands. */
export const game: GameDefinition = {
  name: 'pumpkin-clock',
  levelCount: LEVELS.length,
  texts: TEXTS,
  Play,
  Cover,
};
