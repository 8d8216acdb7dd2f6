import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { worthRetrying } from './worth-retrying';

const answered = (status: number) => new ApiError(status, { error: 'e', message: 'm' });

describe('worthRetrying', () => {
  it('retries what may go through later: no answer, a timeout, too many requests, a server fault', () => {
    expect(worthRetrying(new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [0, 408, 429, 500, 502, 503]) {
      expect(worthRetrying(answered(status))).toBe(true);
    }
  });

  it('gives up on a refusal, which another try would meet again', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(worthRetrying(answered(status))).toBe(false);
    }
  });
});
