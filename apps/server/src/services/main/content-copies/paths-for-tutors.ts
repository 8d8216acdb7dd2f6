import { basename, isAbsolute, relative } from 'node:path';
import type { InvalidPackError } from '@aula/content';

/**
 * A path as a tutor may read it: a file on the disc by its place on the disc ("lessons/…"),
 * the disc itself by its name, and anything else by its file name only. This server's folders
 * (where discs are mounted, DATA_DIR) say nothing useful to a tutor and tell a stranger how
 * the computer is laid out.
 */
export function pathForTutors(path: string, discFolder: string): string {
  if (!isAbsolute(path)) return path;
  if (!isWithinFolder(path, discFolder)) return basename(path);
  return relative(discFolder, path).split('\\').join('/') || basename(discFolder);
}

/** Whether a path is the folder or inside it: the one test for "on the disc" and "staged". */
export function isWithinFolder(path: string, folder: string): boolean {
  const inside = relative(folder, path);
  return !inside.startsWith('..') && !isAbsolute(inside);
}

// Absolute POSIX or Windows paths inside a library's message, up to a quote or a space.
const ABSOLUTE_PATHS = /(?<=^|[\s'"`(])(?:[A-Za-z]:\\|\/)[^\s'"`,;)]+/g;

export const messageForTutors = (message: string, discFolder: string) =>
  // The disc's folder first, whole: a disc's name may hold spaces, where the pattern stops.
  message
    .replaceAll(`${discFolder}/`, '')
    .replaceAll(discFolder, basename(discFolder))
    .replace(ABSOLUTE_PATHS, (path) => pathForTutors(path, discFolder));

/** A pack's problems, one after another, each where it is on the disc. */
export const packIssuesForTutors = (error: InvalidPackError, discFolder: string) =>
  error.issues
    .map((issue) => `${pathForTutors(issue.where, discFolder)}: ${issue.message}`)
    .join('; ');
