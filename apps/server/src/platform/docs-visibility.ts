import { BlockList, isIP } from 'node:net';
import type { Env } from './env';

/** This computer only: 127.0.0.0/8 and ::1 (IPv4-mapped forms included, BlockList's rule). */
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether HOST lets only this computer reach the services. */
function listensOnLoopbackOnly(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, '$1');
  if (address.toLowerCase() === 'localhost') return true;
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether the OpenAPI pages at /docs are published. They map every route of the API, which
 * helps a developer on their own computer and an attacker on a school network alike: so
 * unless DOCS says otherwise, they are public only while the services listen on loopback
 * with no proxy in front.
 */
export function docsArePublic(env: Pick<Env, 'DOCS' | 'HOST' | 'TRUSTED_PROXIES'>): boolean {
  if (env.DOCS) return env.DOCS === 'public';
  // Behind a reverse proxy on this computer the services listen on loopback, yet the proxy
  // puts them on the network.
  return listensOnLoopbackOnly(env.HOST) && !env.TRUSTED_PROXIES;
}
