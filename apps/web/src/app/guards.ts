import type { CurrentUser, RoleName } from '@aula/shared';

/**
 * Route middleware (runs in sequence, docs/product-rules.md#navigation): small functions run in
 * this order by the root route's loader on every navigation. The first one that does not continue
 * decides.
 */
export type GuardOutcome =
  | { type: 'continue' }
  | { type: 'redirect'; to: string }
  /** The routes were rebuilt for the user's roles: run the same navigation again. */
  | { type: 'retry'; url: string };

export interface GuardContext {
  url: URL;
  token: string | null;
  user: CurrentUser | null;
  /** Roles the current routes were generated for; null while only public routes exist. */
  routesRoles: RoleName[] | null;
  /** Whether a route other than the catch-all matches the path. */
  isKnownPath: boolean;
  /** Roles of every matched route's handle (empty lists are public routes). */
  matchedRoles: RoleName[][];
  loadCurrentUser: () => Promise<unknown>;
  /** Destroys the session and shows the error ('Has Error' when it has no message). */
  endSession: (error: unknown) => void;
}

export type Guard = (context: GuardContext) => GuardOutcome | Promise<GuardOutcome>;

export const VISITOR_PATHS = ['/login', '/reset-password'];

const next: GuardOutcome = { type: 'continue' };

export function normalizePath(pathname: string) {
  return pathname.replace(/\/+$/, '') || '/';
}

/** A visitor may open only /login or /reset-password; any other path goes to /login. */
export const visitorsOnlyOnPublicPages: Guard = ({ token, url }) =>
  !token && !VISITOR_PATHS.includes(normalizePath(url.pathname))
    ? { type: 'redirect', to: '/login' }
    : next;

/**
 * Signed in but the routes were built without roles (fresh page load, just signed in): fetch
 * the current user if needed, have the routes generated for their roles and retry. If that
 * fails the session is destroyed, the error shown and the user sent to /login.
 */
export const loadRolesBeforeNavigating: Guard = async (context) => {
  if (!context.token || context.routesRoles !== null) return next;
  try {
    if (!context.user) await context.loadCurrentUser();
    const { pathname, search, hash } = context.url;
    return { type: 'retry', url: `${pathname}${search}${hash}` };
  } catch (error) {
    context.endSession(error);
    return { type: 'redirect', to: '/login' };
  }
};

/** A signed-in user who opens /login is sent home. */
export const signedInUsersSkipLogin: Guard = ({ token, url }) =>
  token && normalizePath(url.pathname) === '/login' ? { type: 'redirect', to: '/' } : next;

/** Signed in, and no generated route matches: the 404 page. */
export const unknownPathsToNotFound: Guard = ({ token, isKnownPath }) =>
  token && !isKnownPath ? { type: 'redirect', to: '/404' } : next;

/** Every matched route must list one of the user's roles (public routes list none). */
export const routesMatchUserRoles: Guard = ({ token, user, matchedRoles }) => {
  if (!token || !user) return next;
  const allowed = matchedRoles.every(
    (roles) => roles.length === 0 || roles.some((role) => user.roles.includes(role)),
  );
  return allowed ? next : { type: 'redirect', to: '/404' };
};

export const routeGuards: Guard[] = [
  visitorsOnlyOnPublicPages,
  loadRolesBeforeNavigating,
  signedInUsersSkipLogin,
  unknownPathsToNotFound,
  routesMatchUserRoles,
];

export async function runGuards(guards: Guard[], context: GuardContext): Promise<GuardOutcome> {
  for (const guard of guards) {
    const outcome = await guard(context);
    if (outcome.type !== 'continue') return outcome;
  }
  return next;
}
