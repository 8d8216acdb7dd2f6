import type { Endpoint } from '@aula/shared';
import type { z } from 'zod';

type ResponseSchemas<E extends Endpoint> = E['response'] extends z.ZodType
  ? { [S in E['status']]: E['response'] }
  : unknown;

/** How a route is documented in OpenAPI, and the error statuses it may answer. */
interface RouteDocumentation<Errors> {
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  errors: Errors;
}

/**
 * A route's method, address and schemas from its endpoint in the shared map:
 * `app.route({ ...endpointRoute(quizEndpoints.answer, { summary, tags, errors }), handler })`.
 * Fastify validates and documents from these, and the handler is typed by them.
 */
export function endpointRoute<const E extends Endpoint, const Errors extends object>(
  endpoint: E,
  { errors, ...documentation }: RouteDocumentation<Errors>,
) {
  // Only the parts the endpoint declares: Fastify warns about a schema key that is present but
  // undefined (FSTWRN001), once per route, in every start's log.
  const schema = {
    ...documentation,
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    response: {
      ...(endpoint.response && { [endpoint.status]: endpoint.response }),
      ...errors,
    },
  };
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: schema as typeof documentation & {
      params: E['params'];
      querystring: E['query'];
      body: E['body'];
      response: ResponseSchemas<E> & Errors;
    },
  };
}
