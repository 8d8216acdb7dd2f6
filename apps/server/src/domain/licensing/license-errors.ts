import { AppError } from '../../platform/errors';

/** The refusals of activation, each with its code and its translated sentence (spec 5). */
export const licenseErrors = {
  serialInvalid: () =>
    new AppError(400, 'license_invalid', 'license.serialInvalid', {
      fields: { serial: 'license.serialInvalid' },
    }),
  boxMismatch: () => new AppError(400, 'license_box_mismatch', 'license.boxMismatch'),
  keyInvalid: () =>
    new AppError(400, 'key_number_invalid', 'license.keyInvalid', {
      fields: { key_number: 'license.keyInvalid' },
    }),
  seatsUsed: (seats: number) =>
    new AppError(409, 'license_seats_used', 'license.seatsUsed', { params: { seats } }),
  activationUnavailable: () =>
    new AppError(502, 'activation_unavailable', 'license.activationUnavailable'),
  activationRefused: () => new AppError(502, 'activation_refused', 'license.activationRefused'),
  vendorNotConfigured: () =>
    new AppError(503, 'vendor_not_configured', 'license.vendorNotConfigured'),
  /** A student's study call (or sign-in) after the trial ended without activation. */
  activationRequired: () => new AppError(403, 'activation_required', 'license.activationRequired'),
};
