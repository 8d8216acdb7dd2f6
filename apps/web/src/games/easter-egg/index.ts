import type { GameDefinition } from '../kit/game-definition';
import { Cover } from './cover';
import { LEVELS } from './levels';
import { Play } from './play';
import { TEXTS } from './texts';

/** Easter Egg Count: count the bunny's eggs, by baskets, by colour and pattern, by cartons. */
export const game: GameDefinition = {
  name: 'easter-egg',
  levelCount: LEVELS.length,
  texts: TEXTS,
  Play,
  Cover,
};
