import type { GameDefinition } from '../kit/game-definition';
import { Cover } from './cover';
import { LEVELS } from './levels';
import { Play } from './play';
import { TEXTS } from './texts';

/** Expanded Form: build numbers from thousands, hundreds, tens, ones and tenths. */
export const game: GameDefinition = {
  name: 'expanded-form',
  levelCount: LEVELS.length,
  texts: TEXTS,
  Play,
  Cover,
};
