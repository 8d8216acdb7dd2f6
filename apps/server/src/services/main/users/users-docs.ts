import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';

/** What the users' calls' documentation shares: signed in, under the users' tag. */
export const usersDocs = { ...bearerSecurity, tags: ['users'] };

/** The errors most users' calls may answer. */
export const usersErrors = errorResponses(400, 401, 403, 404);
