/**
 * Whose X-Forwarded-For and X-Forwarded-Proto are believed: a reverse proxy on this computer
 * or on the private network. A client connecting straight from elsewhere cannot claim another
 * address (and so escape the per-address rate limits) or claim TLS.
 */
export const TRUSTED_PROXIES = 'loopback, linklocal, uniquelocal';
