/**
 * The geometry of the penalty scene, in the SVG's user units (viewBox 0 0 400 250). The zone
 * buttons are HTML laid over the picture, so they are placed with the same numbers as
 * percentages of the stage: the picture and the buttons always line up, at any width.
 */

export const SCENE = { width: 400, height: 250 } as const;

/** The open mouth of the goal, between the posts and under the crossbar. */
export const MOUTH = { left: 48, right: 352, top: 38, bottom: 172 } as const;

/** Where the ball waits, and the keeper's hip when standing on the line. */
export const PENALTY_SPOT = { x: 200, y: 222 } as const;
export const KEEPER_HOME = { x: 200, y: 150 } as const;
/** The keeper is drawn a little smaller than life, so the number boards never hide his face. */
export const KEEPER_SCALE = 0.85;

/** How high in the net a shot lands (under the number boards, so it is never hidden). */
const SHOT_HEIGHT = 128;
/** The keeper's head, from the hip: what reaches the ball first in a dive. */
const KEEPER_REACH = 44 * KEEPER_SCALE;
const DIVE_DEGREES = 70;

export function zoneCentreX(zone: number, zones: number): number {
  const width = (MOUTH.right - MOUTH.left) / zones;
  return MOUTH.left + width * (zone + 0.5);
}

/** The mouth as percentages of the stage, for the buttons' overlay. */
export function mouthBox() {
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  return {
    left: percent(MOUTH.left, SCENE.width),
    top: percent(MOUTH.top, SCENE.height),
    width: percent(MOUTH.right - MOUTH.left, SCENE.width),
    height: percent(MOUTH.bottom - MOUTH.top, SCENE.height),
  };
}

export interface Move {
  x: number;
  y: number;
  degrees: number;
}

/** Where the ball flies, from the penalty spot: into the net at the zone it was kicked to. */
export function shotMove(zone: number, zones: number): Move {
  return {
    x: zoneCentreX(zone, zones) - PENALTY_SPOT.x,
    y: SHOT_HEIGHT - PENALTY_SPOT.y,
    degrees: 0,
  };
}

/** A saved ball drops in front of the keeper, a little towards the middle. */
export function savedBallMove(zone: number, zones: number): Move {
  const x = zoneCentreX(zone, zones);
  return {
    x: x + (x < PENALTY_SPOT.x ? 18 : -18) - PENALTY_SPOT.x,
    y: 182 - PENALTY_SPOT.y,
    degrees: 0,
  };
}

/**
 * The keeper's dive, from his place on the line, so that his head and gloves meet a shot at
 * `targetX`. A shot down the middle is met with a jump instead of a dive.
 */
export function diveMove(targetX: number): Move {
  const offset = targetX - KEEPER_HOME.x;
  if (Math.abs(offset) < 24) return { x: offset, y: -14, degrees: 0 };
  const side = Math.sign(offset);
  const radians = (DIVE_DEGREES * Math.PI) / 180;
  return {
    x: offset - side * KEEPER_REACH * Math.sin(radians),
    y: SHOT_HEIGHT - (KEEPER_HOME.y - KEEPER_REACH * Math.cos(radians)),
    degrees: side * DIVE_DEGREES,
  };
}

/** When the child scores, the keeper guesses wrong: he dives to the far side from the shot. */
export function wrongGuessX(zone: number, zones: number): number {
  const shot = zoneCentreX(zone, zones);
  return shot > KEEPER_HOME.x ? zoneCentreX(0, zones) : zoneCentreX(zones - 1, zones);
}
