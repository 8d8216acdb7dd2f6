import { GAME_NAMES } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { GAME_LEVEL_COUNTS } from './level-counts';
import { GAME_LOADERS } from './registry';

describe.each(GAME_NAMES)('the %s game', (name) => {
  it('loads its definition, with one level name per level in both languages', async () => {
    const game = await GAME_LOADERS[name]();
    expect(game.name).toBe(name);
    expect(game.levelCount).toBe(GAME_LEVEL_COUNTS[name]);
    for (const language of ['en', 'es'] as const) {
      const texts = game.texts[language];
      expect(texts.levels).toHaveLength(game.levelCount);
      expect(texts.title.trim()).not.toBe('');
      expect(texts.howToPlay.trim()).not.toBe('');
    }
    expect(game.texts.es.howToPlay).not.toBe(game.texts.en.howToPlay);
  });
});
