import type { GameName } from '@aula/shared';
import type { GameDefinition } from './kit/game-definition';

/** Each game is its own chunk, fetched when the child opens it. */
export const GAME_LOADERS: Record<GameName, () => Promise<GameDefinition>> = {
  'clown-to-water': () => import('./clown-to-water').then((module) => module.game),
  'easter-egg': () => import('./easter-egg').then((module) => module.game),
  'expanded-form': () => import('./expanded-form').then((module) => module.game),
  'fishy-problems': () => import('./fishy-problems').then((module) => module.game),
  'pet-life': () => import('./pet-life').then((module) => module.game),
  'pumpkin-clock': () => import('./pumpkin-clock').then((module) => module.game),
  'saving-money': () => import('./saving-money').then((module) => module.game),
  'soccer-goal': () => import('./soccer-goal').then((module) => module.game),
};
