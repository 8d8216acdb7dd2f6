import { AppError } from '../../../platform/errors';

/** Another copy is running, or this one cannot do what was asked in the state it is in. */
export const contentCopyConflict = (messageKey: string) =>
  new AppError(409, 'conflict', messageKey);
