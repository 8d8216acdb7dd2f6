/**
 * The place-value columns of the game. Worth is kept in tenths so that decimals (level 5) stay
 * whole numbers in the arithmetic: 4.7 is 47 tenths, never 4.699999….
 */

export type Place = 'thousands' | 'hundreds' | 'tens' | 'ones' | 'tenths';

/** The whole-number places, highest first. */
export const WHOLE_PLACES = ['thousands', 'hundreds', 'tens', 'ones'] as const satisfies Place[];

/** What one block of each place is worth, in tenths. */
export const PLACE_TENTHS: Record<Place, number> = {
  thousands: 10_000,
  hundreds: 1_000,
  tens: 100,
  ones: 10,
  tenths: 1,
};

/** The most blocks a column holds: ten of them would be one block of the next place. */
export const MAX_BLOCKS = 9;

/** The columns for numbers with `wholeDigits` digits before the point, plus Tenths if asked. */
export function placesFor(wholeDigits: number, tenths: boolean): Place[] {
  const whole = WHOLE_PLACES.slice(WHOLE_PLACES.length - wholeDigits);
  return tenths ? [...whole, 'tenths'] : whole;
}

/** The value of `count` blocks of a place, as a plain number (0.7, 400…). */
export function blocksValue(place: Place, count: number): number {
  return (count * PLACE_TENTHS[place]) / 10;
}

/** A number given in tenths, back as a plain number. */
export function fromTenths(tenths: number): number {
  return tenths / 10;
}

/** A plain number in tenths, rounded so 0.7 * 10 does not become 6.9999…. */
export function toTenths(value: number): number {
  return Math.round(value * 10);
}
