import { InvalidPackError } from '@aula/content';
import { DiscProblem } from './discs';
import {
  isWithinFolder,
  messageForTutors,
  packIssuesForTutors,
  pathForTutors,
} from './paths-for-tutors';

const isFileSystemError = (error: unknown): error is NodeJS.ErrnoException & { code: string } =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';

/**
 * Why a copy stopped, as a message key and its detail: the disc's own problems as they are; a
 * file the disc could not give by its place on the disc; a file this computer could not save
 * by the system's reason (no space, no permission), since its path is this server's business.
 */
export function copyFailure(
  error: unknown,
  discFolder: string,
): { messageKey: string; detail: string } {
  if (error instanceof DiscProblem) return { messageKey: error.messageKey, detail: error.detail };
  if (error instanceof InvalidPackError)
    return {
      messageKey: 'contentCopy.importFailed',
      detail: packIssuesForTutors(error, discFolder),
    };
  if (isFileSystemError(error)) {
    // A failure without a path came from reading an open file, which is always the disc's.
    if (error.path === undefined || isWithinFolder(error.path, discFolder))
      return {
        messageKey: 'contentCopy.readFailed',
        detail: error.path === undefined ? error.code : pathForTutors(error.path, discFolder),
      };
    return { messageKey: 'contentCopy.saveFailed', detail: error.code };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { messageKey: 'contentCopy.readFailed', detail: messageForTutors(message, discFolder) };
}
