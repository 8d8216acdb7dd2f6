import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { healthSchema } from '@aula/shared';
import type { FindUser } from './auth';
import { authPlugin } from './auth';
import type { PlatformContext } from './context';
import { docsArePublic } from './docs-visibility';
import { registerErrorHandling } from './errors';
import { HealthRepository } from './health-repository';
import type { LogDestination } from './logging';
import { loggerOptions } from './logging';
import { refuseNulCharacters } from './refuse-nul-characters';
import { registerApiSecurityHeaders } from './security-headers';
import { trustProxyOption } from './trusted-proxies';
import { serializerFromZod } from './serializer';

export type ServiceApp = FastifyInstance & { withTypeProvider(): ServiceApp };

/** Allowed browser origins: the configured list, or the web app's port on any host. */
function corsOrigin(context: PlatformContext) {
  const configured = context.env.CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return (origin: string | undefined, callback: (error: Error | null, allow: boolean) => void) => {
    if (!origin) return callback(null, true);
    if (configured) return callback(null, configured.includes(origin));
    try {
      const url = new URL(origin);
      const port = url.port || (url.protocol === 'https:' ? '443' : '80');
      return callback(null, port === String(context.env.WEB_PORT));
    } catch {
      return callback(null, false);
    }
  };
}

/**
 * The frame every service shares: zod validation and serialisation, OpenAPI at /docs (unless
 * DOCS keeps it off), CORS, one error shape, authentication, and GET /health once the
 * database answers.
 */
export async function createService(
  context: PlatformContext,
  options: {
    title: string;
    description: string;
    prefix?: string;
    maxParamLength?: number;
    logDestination?: LogDestination;
    /** Who a token's user id is, checked on every authenticated request. */
    findUser: FindUser;
  },
) {
  const app = Fastify({
    logger: loggerOptions(context.env, options.logDestination),
    bodyLimit: 256 * 1024,
    trustProxy: trustProxyOption(context.env),
    // Routes are matched exactly; no trailing-slash or case guessing.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: options.maxParamLength ?? 100 },
  }).withTypeProvider<ZodTypeProvider>();
  const docs = docsArePublic(context.env);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerFromZod);
  // First, so that every answer (docs, errors, 404s) carries the headers.
  await registerApiSecurityHeaders(app, { docs });
  // Clients send a JSON content type on every call, a DELETE without a body too: an empty body
  // is no body, not malformed JSON (Fastify's own parser refuses it with a 400).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const parseJsonOrNothing: typeof parseJson = (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body, done);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonOrNothing);
  // navigator.sendBeacon cannot send application/json to another origin without a preflight,
  // so a closing tab sends the same JSON as text/plain (with its token in the body). Bearer
  // tokens are never cookies, so accepting it opens no cross-site request forgery.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, parseJsonOrNothing);

  await app.register(swagger, {
    openapi: {
      info: { title: options.title, description: options.description, version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The OpenAPI document is still built (app.swagger()); only its pages are not served, so
  // /docs and everything under it falls through to the 404 of the error shape below.
  if (docs) await app.register(swaggerUi, { routePrefix: '/docs' });
  await app.register(cors, {
    origin: corsOrigin(context),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept-Language'],
    maxAge: 600,
  });
  registerErrorHandling(app);
  refuseNulCharacters(app);
  await app.register(authPlugin, { context, findUser: options.findUser });

  const health = new HealthRepository(context.database.db);
  app.get('/health', { schema: { hide: true, response: { 200: healthSchema } } }, async () => {
    await health.ping();
    return { status: 'ok' as const };
  });
  return app;
}
