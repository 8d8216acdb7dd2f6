import { COMMON_PASSWORDS } from './common-passwords';

/**
 * A password as someone guessing would type it: case, spaces around it and the composed or
 * decomposed forms of accents make no difference (the hash sees the NFKC form too).
 */
function asGuessed(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase();
}

/** One of the most common passwords, or nothing but spaces: the first things anyone tries. */
export function isGuessablePassword(password: string): boolean {
  const guessed = asGuessed(password);
  return guessed === '' || COMMON_PASSWORDS.includes(guessed);
}

/** The username itself as the password: the first guess of anyone who knows the username. */
export function isUsernameAsPassword(password: string, username: string): boolean {
  const guessed = asGuessed(password);
  return guessed !== '' && guessed === asGuessed(username);
}
