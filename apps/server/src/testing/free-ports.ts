import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/** Ports nothing listens on at this moment, on this machine's loopback address. */
export async function freePorts(count: number): Promise<string[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve) => {
          const server = createServer();
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => String((server.address() as AddressInfo).port));
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
