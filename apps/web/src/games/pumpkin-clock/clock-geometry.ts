/** Where the pumpkin clock is drawn in its SVG, shared by the face, the hands and the drag. */
export const VIEW_WIDTH = 320;
export const VIEW_HEIGHT = 310;
export const CENTER_X = 160;
export const CENTER_Y = 200;
/** The cream face inside the brown rim. */
export const DIAL_RADIUS = 80;
export const HOUR_HAND_LENGTH = 44;
export const MINUTE_HAND_LENGTH = 68;

/** A point `radius` from the centre at `degrees` clockwise from 12. */
export function pointAt(degrees: number, radius: number) {
  const radians = (degrees * Math.PI) / 180;
  return { x: CENTER_X + radius * Math.sin(radians), y: CENTER_Y - radius * Math.cos(radians) };
}

/** React's ids hold characters that url(#…) references do not like. */
export function svgId(reactId: string, name: string): string {
  return `${name}-${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
