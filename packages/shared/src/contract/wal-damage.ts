import { walDamageStatusSchema } from '../schemas/wal-damage';
import { defineEndpoint } from './endpoint';

/** The notice that the database's write-ahead log was found damaged at start. */
export const walDamageEndpoints = {
  get: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/wal_damage',
    status: 200,
    response: walDamageStatusSchema,
  }),
  dismiss: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/wal_damage/dismiss',
    status: 200,
    response: walDamageStatusSchema,
  }),
};
