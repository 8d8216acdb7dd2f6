import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A year, with subdomains: sent only on requests that arrived over TLS (see `hsts`). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The API answers JSON only: nothing in it may load anything or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Swagger UI at /docs loads its own scripts and styles from /docs/static and sets inline
 * styles from React; it fetches the OpenAPI JSON from the same service.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** A service address's origin; a Host header that makes no URL contributes nothing. */
function origin(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The web app's policy. Scripts only from the app's own files (the built index.html has no
 * inline script); Mantine injects styles, so inline styles are allowed. The browser calls the
 * three services, whose addresses are decided per request like `/config.json`. Lessons are
 * shown in a sandboxed `srcdoc` frame (which inherits this policy, with its pictures as data:
 * URLs); worksheets download as blob: URLs; the PWA's service worker is /sw.js.
 */
export function webContentSecurityPolicy(serviceUrls: string[]) {
  const services = [...new Set(serviceUrls.flatMap(origin))];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self' ${services.join(' ')}`,
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'self' blob:",
    "child-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * HSTS only when the request came over TLS: directly, or as X-Forwarded-Proto says when it
 * comes from a proxy named in TRUSTED_PROXIES (Fastify's `request.protocol` ignores the header
 * from anyone else, so a client cannot claim TLS). A home computer on http://localhost must
 * never be pinned to https.
 */
function hsts(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

/**
 * Helmet's headers without its CSP and HSTS (set here per request) and with framing refused.
 * Fastify itself sends no server banner or X-Powered-By.
 */
async function registerHelmet(
  app: FastifyInstance,
  crossOriginResourcePolicy: 'same-origin' | 'cross-origin',
) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: crossOriginResourcePolicy },
  });
  hsts(app);
}

/**
 * The three API services: a strict CSP on everything but Swagger UI at /docs (while it is
 * published: otherwise /docs is a 404 like any other path).
 */
export async function registerApiSecurityHeaders(
  app: FastifyInstance,
  { docs }: { docs: boolean },
) {
  // The web app on another port (or host) reads the services' answers through CORS; CORP
  // must not stop it. Every answer with someone's data needs a bearer token anyway.
  await registerHelmet(app, 'cross-origin');
  app.addHook('onRequest', async (request, reply) => {
    const isDocs = docs && (request.url === '/docs' || request.url.startsWith('/docs/'));
    reply.header('content-security-policy', isDocs ? DOCS_CSP : API_CSP);
  });
}

/** The web service: the app's policy, naming the service origins this request's page uses. */
export async function registerWebSecurityHeaders(
  app: FastifyInstance,
  serviceUrls: (request: FastifyRequest) => string[],
) {
  await registerHelmet(app, 'same-origin');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', webContentSecurityPolicy(serviceUrls(request)));
  });
}
