import type { GameDefinition } from '../kit/game-definition';
import { Cover } from './cover';
import { LEVELS } from './levels';
import { Play } from './play';
import { TEXTS } from './texts';

/** Fishy Problems: read a short story, catch the fish that carries its answer. */
export const game: GameDefinition = {
  name: 'fishy-problems',
  levelCount: LEVELS.length,
  texts: TEXTS,
  Play,
  Cover,
};
