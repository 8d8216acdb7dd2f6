import type { Language, VendorActivationRequest, VendorActivationResponse } from '@aula/shared';
import { apiErrorSchema, vendorActivationResponseSchema } from '@aula/shared';
import { licenseErrors } from '../../../domain/licensing/license-errors';

const TIMEOUT_MS = 15_000;

export type FetchFunction = typeof fetch;

/**
 * Sends an online activation to the vendor's activation server. The vendor's refusals come
 * back as this installation's own errors (translated here); no answer, or one that is not an
 * activation, is a clear "could not activate" and changes nothing.
 */
export async function requestActivation(
  url: string,
  body: VendorActivationRequest,
  options: { language: Language; seats: number; fetch?: FetchFunction },
): Promise<VendorActivationResponse> {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': options.language },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw licenseErrors.activationUnavailable();
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = apiErrorSchema.safeParse(json);
    switch (refusal.success ? refusal.data.error : null) {
      case 'license_invalid':
        throw licenseErrors.serialInvalid();
      case 'license_box_mismatch':
        throw licenseErrors.boxMismatch();
      case 'license_seats_used':
        throw licenseErrors.seatsUsed(options.seats);
      case 'vendor_not_configured':
        throw licenseErrors.vendorNotConfigured();
      default:
        throw response.status >= 500
          ? licenseErrors.activationUnavailable()
          : licenseErrors.activationRefused();
    }
  }
  const granted = vendorActivationResponseSchema.safeParse(json);
  if (!granted.success) throw licenseErrors.activationRefused();
  return granted.data;
}
