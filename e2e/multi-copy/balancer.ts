// A small reverse proxy for the journey through many copies. Like the nginx of
// docs/deploy.md it routes by path (/main/, /activity/, /dictionary/, the rest to the web app),
// strips the prefix and adds X-Forwarded-For; unlike it, the journey can pin every service to
// one copy (POST /__balancer/pin?copy=0|1|any) and read which copy served how many requests
// (GET /__balancer/served), so it can sign in through one copy and go on through the other.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, request as forward } from 'node:http';
import type { CopyPorts } from './copies';
import { copiesHealthy } from './copies';

const services = ['main', 'activity', 'dictionary'] as const;
type ServiceName = (typeof services)[number] | 'web';

/** `copies`: for each copy, its ports by service name. */
export function startBalancer({ port, copies }: { port: number; copies: readonly CopyPorts[] }) {
  let pinned: number | null = null;
  let turn = 0;
  const served = Object.fromEntries(
    [...services, 'web'].map((name) => [name, copies.map(() => 0)]),
  ) as Record<ServiceName, number[]>;

  function route(url: string): { service: ServiceName; path: string } {
    const [, first = '', ...rest] = url.split('/');
    const service = services.find((name) => name === first);
    return service ? { service, path: `/${rest.join('/')}` } : { service: 'web', path: url };
  }

  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://balancer');
    if (url.pathname.startsWith('/__balancer/')) return void control(url, incoming, outgoing);
    const { service, path } = route(incoming.url ?? '/');
    const copy = pinned ?? turn++ % copies.length;
    served[service][copy] = (served[service][copy] ?? 0) + 1;
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: copies[copy]![service],
        method: incoming.method,
        path,
        headers: {
          ...incoming.headers,
          'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1',
          'x-forwarded-proto': 'http',
          'x-forwarded-host': incoming.headers.host ?? '',
        },
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });

  async function control(url: URL, incoming: IncomingMessage, outgoing: ServerResponse) {
    const reply = (status: number, body: unknown) => {
      outgoing.writeHead(status, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(body));
    };
    if (url.pathname === '/__balancer/served') return reply(200, served);
    if (url.pathname === '/__balancer/pin' && incoming.method === 'POST') {
      const copy = url.searchParams.get('copy');
      pinned = copy === 'any' ? null : Number(copy);
      return reply(200, { pinned });
    }
    if (url.pathname === '/__balancer/health') {
      const healthy = await copiesHealthy(copies);
      return reply(healthy ? 200 : 503, { healthy });
    }
    return reply(404, { error: 'unknown balancer path' });
  }

  server.listen(port, '127.0.0.1');
  return server;
}
