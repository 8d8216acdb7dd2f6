import { errorResponses } from '../../../platform/route-schemas';

/** The errors the sign-in and password-reset calls may answer. */
export const authErrors = errorResponses(400, 401, 415, 429);
