import { defineEndpoint } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mockFetch } from '../test/fetch-mock';
import { callEndpoint, endpointUrl, ResponseShapeError } from './call-endpoint';

const renameActivity = defineEndpoint({
  service: 'activity',
  method: 'PUT',
  path: '/v1/activities/:id',
  params: z.object({ id: z.number() }),
  query: z.object({ lang: z.string() }),
  body: z.object({ name: z.string() }),
  status: 200,
  response: z.object({ id: z.number(), name: z.string() }),
});

describe('callEndpoint', () => {
  it("calls the endpoint's service with its path filled in, its query and its body", async () => {
    const { requests } = mockFetch({
      'PUT /v1/activities/7': { body: { id: 7, name: 'Maps' } },
    });
    await expect(
      callEndpoint(renameActivity, {
        params: { id: 7 },
        query: { lang: 'es' },
        body: { name: 'Maps' },
      }),
    ).resolves.toEqual({ id: 7, name: 'Maps' });
    expect(requests[0]?.url.href).toBe('http://activity.test:3001/v1/activities/7?lang=es');
    expect(requests[0]?.body).toEqual({ name: 'Maps' });
  });

  it('refuses, in development and tests, an answer outside the declared schema', async () => {
    mockFetch({ 'PUT /v1/activities/7': { body: { id: '7' } } });
    const call = callEndpoint(renameActivity, {
      params: { id: 7 },
      query: { lang: 'en' },
      body: { name: 'Maps' },
    });
    await expect(call).rejects.toBeInstanceOf(ResponseShapeError);
    await expect(call).rejects.toThrow('PUT /v1/activities/:id answered outside its schema');
  });

  it('gives the address of an endpoint for a beacon', () => {
    expect(endpointUrl(renameActivity, { params: { id: 3 }, query: { lang: 'en' } }).href).toBe(
      'http://activity.test:3001/v1/activities/3?lang=en',
    );
  });
});
