import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointPath, pathInService } from './endpoint';

const answer = defineEndpoint({
  service: 'main',
  method: 'POST',
  path: '/quizzes/:id/answers',
  params: z.object({ id: z.number() }),
  status: 200,
});

describe('endpointPath', () => {
  it('fills and escapes each path parameter', () => {
    expect(endpointPath(answer, { id: 7 })).toBe('/quizzes/7/answers');
    expect(endpointPath({ ...answer, path: '/book/:name' }, { name: 'a b/c' })).toBe(
      '/book/a%20b%2Fc',
    );
  });

  it('refuses a missing parameter rather than calling a wrong address', () => {
    expect(() => endpointPath(answer, {})).toThrow('/quizzes/:id/answers: no id');
  });
});

describe('pathInService', () => {
  it('leaves out the prefix the web already has in the service address', () => {
    const activity = defineEndpoint({
      service: 'activity',
      method: 'DELETE',
      path: '/v1/activities/:id',
      status: 204,
    });
    expect(pathInService(activity, { id: 3 })).toBe('/activities/3');
    expect(pathInService(answer, { id: 3 })).toBe('/quizzes/3/answers');
  });
});
