import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

type Handler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Stubs global fetch with answers by "METHOD pathname" (`GET /users/me`). Unknown requests
 * answer 404 in the services' error shape. Every request is recorded for assertions.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const recorded: RecordedRequest = {
      method,
      url,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(recorded);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply: MockReply = handler
      ? typeof handler === 'function'
        ? await handler(recorded)
        : handler
      : { status: 404, body: { error: 'not_found', message: 'Not found' } };
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}
