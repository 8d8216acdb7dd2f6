import type { RoleName } from '@aula/shared';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { matchRoutes, redirect } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { studentAssessmentRoutes } from '../features/assessments/routes';
import { loadCurrentUser } from '../features/auth/api/get-current-user';
import { authRoutes } from '../features/auth/routes';
import { studentCatalogueRoutes } from '../features/catalogue/routes';
import { studentLessonSearchRoutes } from '../features/lesson-search/routes';
import { notFoundRoutes } from '../features/not-found/routes';
import { studentProfileRoutes, tutorProfileRoutes } from '../features/profile/routes';
import { installerSignupRoutes } from '../features/signup/routes';
import { studentHomeRoutes } from '../features/student-home/routes';
import { tutorStudentsRoutes } from '../features/students/routes';
import { tutorContentAccessRoutes } from '../features/content-access/routes';
import { studentHelpRoutes, tutorHelpRoutes } from '../features/help/routes';
import { tutorSettingsRoutes } from '../features/tutor-settings/routes';
import { tutorTutorsRoutes } from '../features/tutors/routes';
import { tutorReportRoutes } from '../features/reports/routes';
import { studentEvaluationRoutes, tutorEvaluationRoutes } from '../features/evaluation/routes';
import { studentGameRoutes } from '../features/games/routes';
import { studentDictionaryRoutes, tutorDictionaryRoutes } from '../features/dictionary/routes';
import { studentBookRoutes } from '../features/books/routes';
import { installerActivationRoutes, tutorActivationRoutes } from '../features/activation/routes';
import { studentWorksheetsRoutes, tutorWorksheetsRoutes } from '../features/worksheets/routes';
import { studentWelcomeRoutes, tutorWelcomeRoutes } from '../features/welcome/routes';
import { isApiError } from '../lib/api-client';
import { lazyScreen } from '../lib/lazy-screen';
import { i18n, namespacesOfKeys } from '../lib/i18n';
import { notifyError } from '../lib/notify';
import type { AppRoute, RouteHandle } from '../lib/routing';
import { endsInKnownRoute, isRouteHandle } from '../lib/routing';
import { destroySession, getSessionState } from '../lib/session';
import type { I18nKey } from '../locales/resources';
import type { GuardContext } from './guards';
import { routeGuards, runGuards } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { RootErrorScreen, RouteErrorBoundary } from './route-error-boundary';
import { RootShell } from './root-shell';

function redirectingIndex(role: RoleName, to: string): AppRoute {
  return { index: true, handle: { roles: [role] }, loader: () => redirect(to), element: null };
}

interface LayoutGroup {
  role: RoleName;
  /** The signed-in layouts (app shell, menus, idle watch) are fetched once a role needs one. */
  loadLayout: () => Promise<ComponentType>;
  /** Breadcrumb of the layout itself, shown before the screens' own. */
  breadcrumb?: I18nKey;
  routes: AppRoute[];
}

/** Every role's screens, by layout (spec section 2). */
export const layoutGroups: LayoutGroup[] = [
  {
    role: 'student',
    loadLayout: () => import('./layouts/student-layout').then((module) => module.StudentLayout),
    breadcrumb: 'common:nav.home',
    routes: [
      ...studentHomeRoutes,
      ...studentCatalogueRoutes,
      ...studentAssessmentRoutes,
      ...studentLessonSearchRoutes,
      ...studentProfileRoutes,
      ...studentEvaluationRoutes,
      ...studentGameRoutes,
      ...studentHelpRoutes,
      ...studentDictionaryRoutes,
      ...studentBookRoutes,
      ...studentWorksheetsRoutes,
      ...studentWelcomeRoutes,
    ],
  },
  {
    role: 'tutor',
    loadLayout: () => import('./layouts/tutor-layout').then((module) => module.TutorLayout),
    routes: [
      redirectingIndex('tutor', '/students'),
      ...tutorStudentsRoutes,
      ...tutorReportRoutes,
      ...tutorEvaluationRoutes,
      ...tutorProfileRoutes,
      ...tutorTutorsRoutes,
      ...tutorContentAccessRoutes,
      ...tutorSettingsRoutes,
      ...tutorHelpRoutes,
      ...tutorDictionaryRoutes,
      ...tutorWorksheetsRoutes,
      ...tutorActivationRoutes,
      ...tutorWelcomeRoutes,
    ],
  },
  {
    role: 'installer',
    loadLayout: () => import('./layouts/installer-layout').then((module) => module.InstallerLayout),
    routes: [
      redirectingIndex('installer', '/signup/tutor'),
      ...installerSignupRoutes,
      ...installerActivationRoutes,
    ],
  },
];

function routeKey(route: AppRoute) {
  return route.index ? '/' : (route.path ?? '');
}

/**
 * The routes of the given roles, each role's screens inside its layout. Only routes whose
 * handle lists one of the roles exist; when two roles define the same path the first wins.
 * Within one layout, features may share a path segment (the students list and a student's
 * reports both sit under /students): the router matches each URL to the route that fits it.
 */
export function generateRoleRoutes(roles: RoleName[]): RouteObject[] {
  const takenByEarlierRoles = new Set<string>();
  const generated: RouteObject[] = [];
  for (const { role, loadLayout, breadcrumb, routes } of layoutGroups) {
    if (!roles.includes(role)) continue;
    const children = routes.filter(
      (route) =>
        route.handle.roles.some((allowed) => roles.includes(allowed)) &&
        !takenByEarlierRoles.has(routeKey(route)),
    );
    for (const route of children) takenByEarlierRoles.add(routeKey(route));
    if (children.length === 0) continue;
    const handle: RouteHandle = { roles: [role], breadcrumb };
    generated.push({
      id: `${role}-layout`,
      lazy: lazyScreen(loadLayout),
      handle,
      children: [{ id: `${role}-screens`, errorElement: <RouteErrorBoundary />, children }],
    });
  }
  return generated;
}

/** Every full path (with its handle) of a route tree, for menus and tests. */
export function listRoutePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index
      ? parent || '/'
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path}`
        : parent;
    const own = route.index || route.path ? [path] : [];
    return [...own, ...listRoutePaths(route.children ?? [], path)];
  });
}

/**
 * The texts the matched routes' titles and breadcrumbs name (usually the screens' own
 * namespaces): loaded with the route, so its frame and screen render already translated.
 */
function loadRouteTexts(matches: ReturnType<typeof matchRoutes>) {
  const handles = (matches ?? [])
    .map((match) => match.route.handle as unknown)
    .filter(isRouteHandle);
  return i18n.loadNamespaces([
    ...namespacesOfKeys(handles.flatMap((handle) => [handle.title, handle.breadcrumb])),
  ]);
}

function waitForAbort(signal: AbortSignal) {
  return new Promise<null>((resolve) => {
    if (signal.aborted) resolve(null);
    else signal.addEventListener('abort', () => resolve(null), { once: true });
  });
}

function endSession(error: unknown) {
  destroySession();
  const message = isApiError(error) && error.message ? error.message : undefined;
  notifyError(message ?? i18n.t('messages:errors.hasError'));
}

export interface BuildRoutesOptions {
  /** Rebuild the routes for the now-loaded user's roles and navigate to `url` again. */
  onRetry: (url: string) => void;
}

/**
 * The whole route tree for the given roles (null: not signed in, or roles not loaded yet).
 * The root loader runs the guards on every navigation.
 */
export function buildRoutes(roles: RoleName[] | null, options: BuildRoutesOptions): RouteObject[] {
  const routes: RouteObject[] = [
    {
      id: 'root',
      element: <RootShell />,
      hydrateFallbackElement: <FullPageLoader />,
      errorElement: <RootErrorScreen />,
      shouldRevalidate: () => true,
      loader: rootLoader,
      children: [
        ...generateRoleRoutes(roles ?? []),
        {
          id: 'public-layout',
          element: <PublicLayout />,
          children: [
            {
              id: 'public-screens',
              errorElement: <RouteErrorBoundary />,
              children: [...authRoutes, ...notFoundRoutes],
            },
          ],
        },
      ],
    },
  ];

  async function rootLoader({ request }: LoaderFunctionArgs) {
    const url = new URL(request.url);
    const session = getSessionState();
    const matches = matchRoutes(routes, url.pathname);
    const context: GuardContext = {
      url,
      token: session.token,
      user: session.user,
      routesRoles: roles,
      isKnownPath: endsInKnownRoute(matches),
      matchedRoles: (matches ?? [])
        .map((match) => match.route.handle as unknown)
        .filter(isRouteHandle)
        .map((handle) => handle.roles),
      loadCurrentUser,
      endSession,
    };
    const [outcome] = await Promise.all([runGuards(routeGuards, context), loadRouteTexts(matches)]);
    if (outcome.type === 'redirect') return redirect(outcome.to);
    if (outcome.type === 'retry') {
      options.onRetry(outcome.url);
      // This router is disposed by the rebuild; its navigation ends here.
      return waitForAbort(request.signal);
    }
    return null;
  }

  return routes;
}
