import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';

/** What the catalogue calls' documentation shares: signed in, under the catalogue's tag. */
export const catalogueDocs = { ...bearerSecurity, tags: ['catalogue'] };

/** The errors a catalogue call may answer. */
export const catalogueErrors = errorResponses(400, 401, 403, 404);
