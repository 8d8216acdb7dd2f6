import type { z } from 'zod';

export type ServiceName = 'main' | 'activity' | 'dictionary';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The path each service's routes start with. The web's runtime config gives each service's
 * address with this prefix already in it (`…:3001/v1/`), so the web calls the rest of the path.
 */
export const SERVICE_PATH_PREFIX: Record<ServiceName, string> = {
  main: '',
  activity: '/v1',
  dictionary: '/v1',
};

/**
 * One HTTP endpoint, declared once: the service registers its route from it (method, path and
 * the schemas Fastify validates and documents) and the web calls it through it, so a request
 * body or a response is typed in one place only.
 */
export interface Endpoint {
  service: ServiceName;
  method: HttpMethod;
  /** In Fastify's form, path parameters as `:name`: `/quizzes/:id/answers`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The status of a success. */
  status: number;
  /** What a success carries; absent when it carries nothing (a 204). */
  response?: z.ZodType;
}

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Part<Schema, Key extends string> = Schema extends z.ZodType
  ? { [K in Key]: z.input<Schema> }
  : { [K in Key]?: never };

/** What a caller gives: the path parameters, the query and the body the endpoint declares. */
export type EndpointInput<E extends Endpoint> = Part<E['params'], 'params'> &
  Part<E['query'], 'query'> &
  Part<E['body'], 'body'>;

/** What a success answers with. */
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : undefined;

/** The endpoint's path with its parameters filled in and escaped: `/quizzes/7/answers`. */
export function endpointPath(endpoint: Endpoint, params: Record<string, unknown> = {}): string {
  return endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: no ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path after the service's prefix, as the web calls it: `/activities/3` for `/v1/activities/:id`. */
export function pathInService(endpoint: Endpoint, params: Record<string, unknown> = {}): string {
  const path = endpointPath(endpoint, params);
  const prefix = SERVICE_PATH_PREFIX[endpoint.service];
  if (!path.startsWith(`${prefix}/`)) throw new Error(`${endpoint.path} is outside ${prefix}/`);
  return path.slice(prefix.length);
}
