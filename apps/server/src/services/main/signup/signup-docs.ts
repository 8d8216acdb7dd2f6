import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';

/** What the sign-up calls' documentation shares: signed in, under the sign-up tag. */
export const signupDocs = { ...bearerSecurity, tags: ['signup'] };

/** The errors a sign-up call may answer. */
export const signupErrors = errorResponses(400, 401, 403, 409);
