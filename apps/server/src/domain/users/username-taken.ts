import { AppError } from '../../platform/errors';

/** The 409 of a username someone else holds, shown under the form's username field. */
export const usernameTaken = () =>
  new AppError(409, 'username_taken', 'validation.username.taken', {
    fields: { username: 'validation.username.taken' },
  });
