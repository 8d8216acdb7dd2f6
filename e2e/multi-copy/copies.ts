import { join } from 'node:path';

/**
 * Two copies of every service (each copy one process running all four), on ports of their
 * own, behind a path-routing balancer on one address, as a reverse proxy would stand in front
 * of a school district's servers (docs/deploy.md).
 */
export interface CopyPorts {
  web: number;
  activity: number;
  dictionary: number;
  main: number;
}

export const copyPorts: readonly [CopyPorts, CopyPorts] = [
  { web: 4300, activity: 4301, dictionary: 4302, main: 4303 },
  { web: 4310, activity: 4311, dictionary: 4312, main: 4313 },
];
export const balancerPort = 4320;
export const balancerUrl = `http://127.0.0.1:${balancerPort}`;
export const copiesDataDir = join(import.meta.dirname, '.data');

/** A copy's main service, called directly (not through the balancer). */
export const mainUrlOf = (copy: number) => `http://127.0.0.1:${copyPorts[copy]!.main}`;

/** Whether every service of the given copies answers its /health. */
export async function copiesHealthy(copies: readonly CopyPorts[]): Promise<boolean> {
  const checks = copies.flatMap((ports) =>
    Object.values(ports).map((port) =>
      fetch(`http://127.0.0.1:${port}/health`).then((response) => response.ok),
    ),
  );
  return (await Promise.allSettled(checks)).every(
    (check) => check.status === 'fulfilled' && check.value,
  );
}
