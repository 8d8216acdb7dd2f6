import type { GameName } from '@aula/shared';

/**
 * How many levels each game's level table has, for the menu and the tutor's report without
 * loading the games. A test checks each game's table has exactly this many.
 */
export const GAME_LEVEL_COUNTS: Record<GameName, number> = {
  'clown-to-water': 4,
  'easter-egg': 4,
  'expanded-form': 5,
  'fishy-problems': 4,
  'pet-life': 4,
  'pumpkin-clock': 6,
  'saving-money': 5,
  'soccer-goal': 5,
};
