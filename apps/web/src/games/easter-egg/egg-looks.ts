/**
 * What an egg looks like: a colour AND a pattern, so an egg is never told apart by colour alone
 * (spec: no information carried by colour only). Pure data, shared by the generator and the UI.
 */

export const EGG_COLOURS = ['blue', 'pink', 'yellow', 'green', 'purple'] as const;
export const EGG_PATTERNS = ['stripes', 'dots', 'zigzag'] as const;

export type EggColour = (typeof EGG_COLOURS)[number];
export type EggPattern = (typeof EGG_PATTERNS)[number];

export interface EggLook {
  colour: EggColour;
  pattern: EggPattern;
}

export function sameLook(a: EggLook, b: EggLook): boolean {
  return a.colour === b.colour && a.pattern === b.pattern;
}

/**
 * A decorative look for the eggs of the counting levels, where only the number matters: it
 * follows the egg's place so the same problem always looks the same.
 */
export function decorativeLook(index: number): EggLook {
  return {
    colour: EGG_COLOURS[(index * 2 + 1) % EGG_COLOURS.length]!,
    pattern: EGG_PATTERNS[index % EGG_PATTERNS.length]!,
  };
}
