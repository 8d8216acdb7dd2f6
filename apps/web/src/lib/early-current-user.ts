import type { CurrentUser, Language } from '@aula/shared';
import type { RuntimeConfig } from './runtime-config';
import { buildUrl } from './service-url';

/*
 * GET /users/me for a returning user, sent by early-requests.ts as soon as /config.json has
 * answered, beside the app's code rather than after it: every signed-in screen waits for the
 * current user. Small on purpose (no API client, no i18next), as it runs before the app has
 * loaded.
 */

interface EarlyRequest {
  token: string;
  answer: Promise<CurrentUser | null>;
  answered: boolean;
}

let pending: EarlyRequest | null = null;

/** Sends the request as the API client would (same headers, so the same CORS preflight). */
export function requestCurrentUserEarly(
  config: Promise<RuntimeConfig>,
  token: string,
  language: Language,
) {
  const answer = config
    .then((loaded) =>
      fetch(buildUrl(loaded.mainServiceUrl, '/users/me'), {
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Accept-Language': language,
          Authorization: `Bearer ${token}`,
        },
      }),
    )
    .then((response) => (response.ok ? (response.json() as Promise<CurrentUser>) : null))
    // Whatever went wrong, the app asks again through its API client, which reports it.
    .catch(() => null);
  const request: EarlyRequest = { token, answer, answered: false };
  void answer.then(() => (request.answered = true));
  pending = request;
}

/** Whether an early request is still waiting for the service (the app shows its loader). */
export function isEarlyCurrentUserPending(): boolean {
  return pending !== null && !pending.answered;
}

/**
 * The early answer, once, when it was asked with `token` and succeeded; otherwise null, and
 * the caller asks the service itself (an expired token, a network error, a newer session).
 */
export async function takeEarlyCurrentUser(token: string | null): Promise<CurrentUser | null> {
  const request = pending;
  pending = null;
  if (!request || request.token !== token) return null;
  return request.answer;
}
