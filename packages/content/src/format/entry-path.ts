/**
 * Whether a manifest entry's path stays inside the pack wherever it is written out: relative,
 * with forward slashes only, no empty, "." or ".." segment, no NUL and no drive letter. A disc
 * is data from outside: a copy joins these paths to its staging folder, so a path that climbs
 * out of it ("../../somewhere") would write, or delete, files elsewhere on the computer.
 */
export function isSafeEntryPath(path: string): boolean {
  if (path.length === 0 || path.startsWith('/') || /[\\\0]/.test(path)) return false;
  if (/^[A-Za-z]:/.test(path)) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
