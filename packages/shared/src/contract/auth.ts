import {
  accessTokenSchema,
  credentialsSchema,
  messageSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '../schemas/auth';
import { defineEndpoint } from './endpoint';

/** Signing in and out, and resetting a forgotten password. */
export const authEndpoints = {
  signIn: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/auth',
    body: credentialsSchema,
    status: 200,
    response: accessTokenSchema,
  }),
  // A 204: nothing to answer with.
  logout: defineEndpoint({ service: 'main', method: 'POST', path: '/logout', status: 204 }),
  requestPasswordReset: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/password-resets',
    body: passwordResetRequestSchema,
    status: 202,
    response: messageSchema,
  }),
  confirmPasswordReset: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/password-resets/confirm',
    body: passwordResetConfirmSchema,
    status: 200,
    response: messageSchema,
  }),
};
