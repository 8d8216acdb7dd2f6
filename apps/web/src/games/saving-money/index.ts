import type { GameDefinition } from '../kit/game-definition';
import { Cover } from './cover';
import { LEVELS } from './levels';
import { Play } from './play';
import { TEXTS } from './texts';

/** saving-money: fill the piggy bank's jar with US coins and bills to match a price. */
export const game: GameDefinition = {
  name: 'saving-money',
  levelCount: LEVELS.length,
  texts: TEXTS,
  Play,
  Cover,
};
