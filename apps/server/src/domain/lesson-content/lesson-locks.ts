import { AppError } from '../../platform/errors';

/** The answer for a lesson its tutor has locked, from every route that opens or serves one. */
export const lessonLocked = () => new AppError(403, 'lesson_locked', 'errors.lessonLocked');
