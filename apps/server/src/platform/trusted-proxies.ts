import { compile } from '@fastify/proxy-addr';
import type { Env } from './env';

/**
 * proxy-addr's names for whole ranges. Refused: "uniquelocal" would trust every computer on a
 * school network, so any student could claim another address (and escape the per-address
 * rate limits) or claim TLS. An installation names its own proxy's address instead.
 */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The comma-separated entries of TRUSTED_PROXIES; unset or blank means none. */
export function trustedProxyEntries(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * What is wrong with the setting, one line per bad entry. Each entry is checked by
 * proxy-addr, the library Fastify hands `trustProxy` to, so whatever passes here is read by
 * Fastify exactly as written.
 */
export function trustedProxyProblems(value: string | undefined): string[] {
  return trustedProxyEntries(value).flatMap((entry) => {
    let valid = !RANGE_NAMES.has(entry.toLowerCase());
    if (valid) {
      try {
        compile([entry]);
      } catch {
        valid = false;
      }
    }
    return valid
      ? []
      : [`"${entry}" is not an IP address or CIDR (for example 127.0.0.1, ::1 or 10.0.0.0/24)`];
  });
}

/**
 * Fastify's `trustProxy`: whose X-Forwarded-For, X-Forwarded-Proto and X-Forwarded-Host are
 * believed. None by default, so the client is the connecting peer. With a list, Fastify
 * (through proxy-addr) walks X-Forwarded-For from the right past the listed proxies only and
 * takes the first address it does not trust: what a client wrote before that is ignored.
 */
export function trustProxyOption(env: Pick<Env, 'TRUSTED_PROXIES'>): string[] | false {
  const entries = trustedProxyEntries(env.TRUSTED_PROXIES);
  return entries.length > 0 ? entries : false;
}
