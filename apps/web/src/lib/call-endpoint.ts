import type { Endpoint, EndpointInput, EndpointResponse, ServiceName } from '@aula/shared';
import { pathInService } from '@aula/shared';
import type { ApiClient, RequestOptions } from './api-client';
import { activityClient, dictionaryClient, mainClient } from './api-client';
import type { QueryParameters } from './service-url';

const clients: Record<ServiceName, ApiClient> = {
  main: mainClient,
  activity: activityClient,
  dictionary: dictionaryClient,
};

/** An answer of a service that does not match the schema its endpoint declares. */
export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';
}

/**
 * Development and tests check every answer against its endpoint's schema, so a service and
 * the web drifting apart fails where it can be fixed. A production build skips the check: it
 * was built from the same schemas as the services it talks to, and parsing every quiz again
 * on a child's tablet costs time for nothing.
 */
const checksAnswers = import.meta.env.MODE !== 'production';

export function checkedAnswer<E extends Endpoint>(endpoint: E, data: unknown) {
  if (checksAnswers && endpoint.response) {
    const result = endpoint.response.safeParse(data);
    if (!result.success)
      throw new ResponseShapeError(
        `${endpoint.method} ${endpoint.path} answered outside its schema:\n${result.error.message}`,
      );
  }
  // Checked above wherever a check runs; see checksAnswers for the production build.
  return data as EndpointResponse<E>;
}

/** Calls a declared endpoint on its service: its path filled in, its answer typed and checked. */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: Pick<RequestOptions, 'signal'> = {},
): Promise<EndpointResponse<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: QueryParameters;
    body?: unknown;
  };
  const data = await clients[endpoint.service].request(
    endpoint.method,
    pathInService(endpoint, params),
    body,
    { ...options, query },
  );
  return checkedAnswer(endpoint, data);
}

/** The address of a declared endpoint, for requests fetch cannot make (navigator.sendBeacon). */
export function endpointUrl<E extends Endpoint>(
  endpoint: E,
  input: Omit<EndpointInput<E>, 'body'>,
): URL {
  const { params, query } = input as { params?: Record<string, unknown>; query?: QueryParameters };
  return clients[endpoint.service].url(pathInService(endpoint, params), query);
}
