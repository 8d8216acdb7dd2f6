import { welcomeStatusSchema } from '../schemas/welcome';
import { defineEndpoint } from './endpoint';

/** The first-run welcome: whether the signed-in user has seen it. */
export const welcomeEndpoints = {
  status: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/users/me/welcome',
    status: 200,
    response: welcomeStatusSchema,
  }),
  markWelcomed: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/users/me/welcome',
    status: 200,
    response: welcomeStatusSchema,
  }),
};
