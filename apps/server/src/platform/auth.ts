import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { createMongoAbility } from '@casl/ability';
import type { MongoAbility } from '@casl/ability';
import type { Language, RoleName } from '@aula/shared';
import { languageFromHeader, roleNameOf, rulesForRole } from '@aula/shared';
import type { Action, SubjectName } from '@aula/shared';
import type { UserRow } from '../domain/users/users-repository';
import type { PlatformContext } from './context';
import { forbidden, unauthorized } from './errors';

export interface SignedInUser {
  row: UserRow;
  role: RoleName;
  ability: MongoAbility<[Action, SubjectName]>;
}

/**
 * Reads a user row by id; the services pass it in (domain/users/find-user) so the platform
 * does not reach into where users are stored.
 */
export type FindUser = (userId: number) => Promise<UserRow | undefined>;

interface AuthOptions {
  context: PlatformContext;
  findUser: FindUser;
}

interface TokenClaims {
  sub: string;
  ver: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    /** Set by `authenticate`; routes behind it can rely on it. */
    signedIn: SignedInUser | null;
  }
  interface FastifyInstance {
    authenticate: preValidationHookHandler;
    issueToken(user: Pick<UserRow, 'id' | 'token_version'>): string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

/** Abilities depend only on the role, so one per role serves every request. */
const abilities = new Map<RoleName, MongoAbility<[Action, SubjectName]>>();
export function abilityFor(role: RoleName) {
  let ability = abilities.get(role);
  if (!ability) {
    ability = createMongoAbility<[Action, SubjectName]>(rulesForRole(role));
    abilities.set(role, ability);
  }
  return ability;
}

/**
 * Reads the bearer header, or the `token` older calls put in the body (see
 * docs/product-rules.md#conventions).
 */
function bearerOrBodyToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  const body = request.body as { token?: unknown } | undefined;
  return typeof body?.token === 'string' && body.token ? body.token : undefined;
}

/**
 * Access tokens are HS256 JWTs carrying the user id and their token version. Every request
 * reads the user row, so a raised version (logout, password change) or a deleted user is
 * refused at once by every copy of every service.
 */
export const authPlugin = fp<AuthOptions>(async (app, { context, findUser }) => {
  await app.register(fastifyJwt, {
    secret: context.tokenSecret,
    sign: { algorithm: 'HS256', expiresIn: context.env.TOKEN_TTL_SECONDS },
    // Every token Aula issues carries an expiry; one without it would open the account until
    // the secret changes, so it is refused like an expired one.
    verify: { algorithms: ['HS256'], requiredClaims: ['exp'] },
  });

  app.decorateRequest('language', 'en');
  app.decorateRequest('signedIn', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = languageFromHeader(request.headers['accept-language']);
    done();
  });

  app.decorate('issueToken', (user: Pick<UserRow, 'id' | 'token_version'>) =>
    app.jwt.sign({ sub: String(user.id), ver: user.token_version }),
  );

  app.decorate(
    'authenticate',
    async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
      const token = bearerOrBodyToken(request);
      if (!token) throw unauthorized();
      let claims: TokenClaims;
      try {
        claims = app.jwt.verify<TokenClaims>(token);
      } catch {
        throw unauthorized();
      }
      const userId = Number(claims.sub);
      if (!Number.isSafeInteger(userId)) throw unauthorized();
      const row = await findUser(userId);
      if (!row || row.token_version !== claims.ver) throw unauthorized();
      const role = roleNameOf(row.rol_id);
      request.signedIn = { row, role, ability: abilityFor(role) };
    },
  );
});

/*
 * Routes use `authenticate` and `requireAbility` as preValidation hooks: who is asking is
 * settled before the body is validated, so a caller without the right gets 401/403 and never
 * learns anything from validation messages.
 */

/** The signed-in user of a route behind `authenticate`. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.signedIn) throw unauthorized();
  return request.signedIn;
}

/** A pre-handler that lets through only users whose CASL ability allows `action` on `subject`. */
export function requireAbility(action: Action, subject: SubjectName): preValidationHookHandler {
  return async (request) => {
    if (!signedInUser(request).ability.can(action, subject)) throw forbidden();
  };
}
