import { bearerSecurity } from '../../../platform/route-schemas';

/** What the e-library calls' documentation shares: signed in, under the books' tag. */
export const booksDocs = { ...bearerSecurity, tags: ['books'] };
