/**
 * A fresh key for one activity update, so a retried update counts once. crypto.randomUUID
 * exists only on secure origins (HTTPS, localhost); a school server on plain HTTP still has
 * getRandomValues.
 */
export function newUpdateKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
