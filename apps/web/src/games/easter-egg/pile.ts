import { EGG_HEIGHT } from './egg';

/** Eggs per row in a pile: rows of five are easy to see at a glance (like a ten frame). */
const PER_ROW = 5;
const STEP_X = 24;
const STEP_Y = 27;

/**
 * Where each egg of a pile goes: full rows of five on the ground, the rest centred on top, so
 * a child can count "five, and three more".
 */
export function pilePositions(count: number, centreX: number, bottomY: number, scale = 1) {
  return Array.from({ length: count }, (_, index) => {
    const row = Math.floor(index / PER_ROW);
    const inRow = Math.min(PER_ROW, count - row * PER_ROW);
    const rowWidth = (inRow * STEP_X - 4) * scale;
    return {
      x: centreX - rowWidth / 2 + (index % PER_ROW) * STEP_X * scale,
      y: bottomY - (EGG_HEIGHT + row * STEP_Y) * scale,
    };
  });
}
