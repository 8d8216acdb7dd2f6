import { describe, expect, it } from 'vitest';
import { GAME_LEVEL_COUNTS } from '../level-counts';
import { game } from './index';

describe('the easter-egg game definition', () => {
  it('has its fixed level count, one level name per level and how to play in each language', () => {
    expect(game.name).toBe('easter-egg');
    expect(game.levelCount).toBe(GAME_LEVEL_COUNTS['easter-egg']);
    for (const language of ['en', 'es'] as const) {
      expect(game.texts[language].levels).toHaveLength(game.levelCount);
      expect(game.texts[language].howToPlay.trim()).not.toBe('');
    }
    expect(game.texts.es.howToPlay).not.toBe(game.texts.en.howToPlay);
  });
});
