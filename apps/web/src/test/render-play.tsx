import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { GamePlayProps } from '../games/kit/game-definition';
import { renderScreen } from './render-screen';

/** The journeys' seed, so a game's unit tests and its journey see the same problems. */
export const PLAY_SEED = 4242;

/**
 * Renders one exercise of a game's play screen as the kit would (first level and exercise,
 * no feedback, English, reduced motion), with spies for what the game reports.
 */
export function renderPlay(
  Play: ComponentType<GamePlayProps>,
  overrides: Partial<GamePlayProps> = {},
) {
  const props: GamePlayProps = {
    level: 0,
    exercise: 0,
    seed: PLAY_SEED,
    feedback: null,
    language: 'en',
    reducedMotion: true,
    onAnswer: vi.fn(),
    say: vi.fn(),
    playSound: vi.fn(),
    ...overrides,
  };
  renderScreen(<Play {...props} />);
  return props;
}
