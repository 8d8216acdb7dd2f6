import { connect } from 'node:net';

/**
 * The ports at which something accepts a connection on this computer: a restore refuses to
 * swap the database under running servers, which would go on writing to the old file.
 */
export async function answeringPorts(
  host: string,
  ports: readonly number[],
  timeoutMs = 500,
): Promise<number[]> {
  // Servers listening on every address also answer on this machine's loopback address.
  const address = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const answers = await Promise.all(
    ports.map(
      (port) =>
        new Promise<boolean>((resolve) => {
          const socket = connect({ host: address, port });
          const done = (answered: boolean) => {
            socket.destroy();
            resolve(answered);
          };
          socket.setTimeout(timeoutMs, () => done(false));
          socket.once('connect', () => done(true));
          socket.once('error', () => done(false));
        }),
    ),
  );
  return ports.filter((_, index) => answers[index]);
}
