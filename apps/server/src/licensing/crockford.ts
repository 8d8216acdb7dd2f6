/*
 * Crockford's base 32: digits and letters without I, L, O and U, so that a number read over
 * the phone or copied from a box label cannot be mistaken. Reading forgives case, spaces,
 * dashes and the look-alikes (O for 0, I and L for 1).
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };

export function encodeBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) text += ALPHABET[(value << (5 - bits)) & 31];
  return text;
}

/** The characters that count: upper case, without spaces or dashes, look-alikes replaced. */
export function normalizeBase32(text: string): string {
  return text
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/[OIL]/g, (letter) => LOOK_ALIKES[letter] ?? letter);
}

/**
 * The bytes of a base-32 text, or null when it has a character outside the alphabet or its
 * length cannot come from `byteLength` bytes (so a dropped or added character is caught).
 */
export function decodeBase32(text: string, byteLength: number): Uint8Array | null {
  const clean = normalizeBase32(text);
  if (clean.length !== Math.ceil((byteLength * 8) / 5)) return null;
  const bytes = new Uint8Array(byteLength);
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const character of clean) {
    const digit = ALPHABET.indexOf(character);
    if (digit < 0) return null;
    value = (value << 5) | digit;
    bits += 5;
    if (bits >= 8) {
      if (index < byteLength) bytes[index] = (value >>> (bits - 8)) & 255;
      index += 1;
      bits -= 8;
    }
    value &= (1 << bits) - 1;
  }
  // The padding bits of the last character must be zero: otherwise two texts would read alike.
  if (value !== 0) return null;
  return bytes;
}

/** Dash-separated groups of `size` characters, for reading aloud or typing from a label. */
export function inGroups(text: string, size = 5): string {
  return (text.match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join('-');
}
