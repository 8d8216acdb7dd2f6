import { isApiError } from '../../lib/api-client';

/**
 * Only failures without an answer, a timeout, too many requests or a server fault may succeed
 * on another try; any other refusal (the activity is gone, the seconds are invalid) would be
 * refused again.
 */
export function worthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}
