import { tokenOnlyRequestSchema } from '../schemas/catalogue';
import {
  activationStatusSchema,
  onlineActivationSchema,
  phoneActivationSchema,
  vendorActivationRequestSchema,
  vendorActivationResponseSchema,
  webTrialRegistrationSchema,
} from '../schemas/licensing';
import { defineEndpoint } from './endpoint';

/** This installation's license: its status, activating it, the web trial's registration. */
export const licensingEndpoints = {
  status: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/tpm_is_activated',
    body: tokenOnlyRequestSchema,
    status: 200,
    response: activationStatusSchema,
  }),
  activateOnline: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/activation',
    body: onlineActivationSchema,
    status: 200,
    response: activationStatusSchema,
  }),
  activateByPhone: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/activation/phone',
    body: phoneActivationSchema,
    status: 200,
    response: activationStatusSchema,
  }),
  registerWebTrial: defineEndpoint({
    service: 'main',
    method: 'PUT',
    path: '/web_trial_registration',
    body: webTrialRegistrationSchema,
    status: 200,
    response: activationStatusSchema,
  }),
  /** The vendor's activation server, which online activation calls (hosted here, standing for the vendor's own). */
  vendorActivation: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/vendor/activations',
    body: vendorActivationRequestSchema,
    status: 200,
    response: vendorActivationResponseSchema,
  }),
};
