import { defineEndpoint } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointRoute } from './endpoint-schema';

const errors = { 404: z.object({ error: z.string() }) };

describe('endpointRoute', () => {
  it("gives Fastify the endpoint's method, path and schemas, with its error answers", () => {
    const params = z.object({ id: z.number() });
    const body = z.object({ name: z.string() });
    const response = z.object({ id: z.number() });
    const endpoint = defineEndpoint({
      service: 'main',
      method: 'PUT',
      path: '/things/:id',
      params,
      body,
      status: 200,
      response,
    });
    const route = endpointRoute(endpoint, { summary: 'Rename', tags: ['things'], errors });
    expect(route).toEqual({
      method: 'PUT',
      url: '/things/:id',
      schema: {
        summary: 'Rename',
        tags: ['things'],
        params,
        body,
        response: { 200: response, ...errors },
      },
    });
  });

  it('leaves out the parts an endpoint does not declare, which Fastify would warn about', () => {
    const endpoint = defineEndpoint({
      service: 'main',
      method: 'DELETE',
      path: '/things',
      status: 204,
    });
    const { schema } = endpointRoute(endpoint, { summary: 'Clear', tags: [], errors });
    expect(Object.keys(schema).sort()).toEqual(['response', 'summary', 'tags']);
    expect(schema.response).toEqual(errors);
  });
});
